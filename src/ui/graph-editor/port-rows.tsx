import { PORT_TYPE_LABELS, PORT_TYPES, type PortType } from '../../domain/workflow-graph/node-catalogue';
import { blankPort, type PortDirection, type PortDraft } from '../../domain/workflow-graph/specification-ports';
import { Button } from '../components/button';
import { IconButton } from '../components/icon-button';
import { SelectField } from '../components/select-field';
import { TextField } from '../components/text-field';

// The inputs or the outputs of a graph specification as rows a researcher fills in: a name, a
// description and a kind named in words, with buttons to add and remove rows.

const KIND_OPTIONS = PORT_TYPES.map((type) => ({ value: type, label: PORT_TYPE_LABELS[type] }));

type Props = {
  direction: PortDirection;
  rows: PortDraft[];
  /** Each row's problem, in row order. */
  errors: Array<string | undefined>;
  onChange: (rows: PortDraft[]) => void;
};

export function PortRows({ direction, rows, errors, onChange }: Props) {
  const Word = direction === 'input' ? 'Input' : 'Output';
  const update = (index: number, change: Partial<PortDraft>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold">{Word}s</legend>
      {rows.length === 0 && <p className="text-sm text-fg-muted">No {direction}s.</p>}
      {rows.map((row, i) => (
        <div key={i} className="grid grid-cols-1 items-start gap-2 sm:grid-cols-[1fr_1.5fr_9rem_auto]">
          <TextField
            label={`${Word} ${i + 1} name`}
            placeholder={direction === 'input' ? 'e.g. samples' : 'e.g. report'}
            value={row.name}
            error={errors[i]}
            onChange={(e) => update(i, { name: e.target.value })}
          />
          <TextField
            label={`${Word} ${i + 1} description`}
            optional
            value={row.description}
            onChange={(e) => update(i, { description: e.target.value })}
          />
          <SelectField
            label={`${Word} ${i + 1} kind`}
            value={row.type}
            onChange={(e) => update(i, { type: e.target.value as PortType })}
            options={KIND_OPTIONS}
          />
          <IconButton
            icon="trash"
            aria-label={`Remove ${direction} ${i + 1}`}
            className="sm:mt-6"
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <div>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          icon="plus"
          onClick={() => onChange([...rows, blankPort(direction === 'input' ? 'dataset' : 'report')])}
        >
          Add {direction}
        </Button>
      </div>
    </fieldset>
  );
}
