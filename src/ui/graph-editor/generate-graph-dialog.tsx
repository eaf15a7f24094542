import { useState, type FormEvent } from 'react';
import {
  readSpecification,
  type GraphSpecification,
  type SpecificationDraft,
} from '../../domain/workflow-graph/graph-specification';
import { Button } from '../components/button';
import { Modal } from '../components/dialog';
import { TextArea, TextField } from '../components/text-field';

// "Generate from a specification": the fields the generator needs, checked before sending. What
// was typed stays when the generator fails, so nothing is lost.

const EXAMPLE_INPUT = JSON.stringify(
  { type: 'object', properties: { samples: { type: 'string', 'x-port-type': 'dataset' } } },
  null,
  2,
);
const EXAMPLE_OUTPUT = JSON.stringify(
  { type: 'object', properties: { report: { type: 'string', 'x-port-type': 'report' } } },
  null,
  2,
);
const EMPTY: SpecificationDraft = {
  name: '',
  description: '',
  purpose: '',
  capabilities: '',
  input_schema: EXAMPLE_INPUT,
  output_schema: EXAMPLE_OUTPUT,
};

type Props = {
  open: boolean;
  onClose: () => void;
  onGenerate: (specification: GraphSpecification) => void;
  busy: boolean;
  error?: string;
};

export function GenerateGraphDialog({ open, onClose, onGenerate, busy, error }: Props) {
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<SpecificationDraft>>({});
  const field = (key: keyof SpecificationDraft) => ({
    value: draft[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readSpecification(draft);
    setErrors(read.ok ? {} : read.errors);
    if (read.ok) onGenerate(read.specification);
  };
  return (
    <Modal open={open} onClose={onClose} title="Generate from a specification" className="max-w-2xl">
      <form aria-label="Graph specification" noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TextField label="Name" {...field('name')} />
        <TextArea label="Description" rows={2} {...field('description')} />
        <TextArea label="Purpose" rows={2} {...field('purpose')} />
        <TextArea
          label="Capabilities"
          hint="One per line, in the order the work happens"
          rows={4}
          {...field('capabilities')}
        />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextArea label="Input schema (JSON)" rows={6} className="font-mono text-xs" {...field('input_schema')} />
          <TextArea label="Output schema (JSON)" rows={6} className="font-mono text-xs" {...field('output_schema')} />
        </div>
        {error && (
          <p role="alert" className="text-sm font-medium text-danger-text">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Generate graph
          </Button>
        </div>
      </form>
    </Modal>
  );
}
