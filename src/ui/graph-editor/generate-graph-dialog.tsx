import type { FormEvent } from 'react';
import { GRAPH_SPEC_NAME_MAX, GRAPH_SPEC_TEXT_MAX } from '../../domain/contract-limits';
import type { GraphSpecification } from '../../domain/workflow-graph/graph-specification';
import { Button } from '../components/button';
import { Modal } from '../components/dialog';
import { TextArea, TextField } from '../components/text-field';
import { PortRows } from './port-rows';
import { useSpecificationDraft } from './use-specification-draft';

// "Generate from a specification": plain fields, inputs and outputs as rows, and the raw JSON
// schemas only under "Advanced". Checked before sending; what was typed stays when the generator
// fails, so nothing is lost.

type Props = {
  open: boolean;
  onClose: () => void;
  onGenerate: (specification: GraphSpecification) => void;
  busy: boolean;
  error?: string;
};

function AdvancedSchemas({ form }: { form: ReturnType<typeof useSpecificationDraft> }) {
  return (
    <details
      open={Boolean(form.draft.schemas)}
      onToggle={(e) => form.toggleAdvanced(e.currentTarget.open)}
      className="text-sm"
    >
      <summary className="cursor-pointer font-medium">Advanced: inputs and outputs as JSON Schema</summary>
      {form.draft.schemas && (
        <div className="mt-3 flex flex-col gap-3">
          <p className="text-xs text-fg-muted">
            While this is open, these schemas are sent instead of the inputs and outputs; each property is a port, its
            kind under <code>x-port-type</code>.
          </p>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <TextArea
              label="Input schema (JSON)"
              rows={8}
              className="font-mono text-xs"
              {...form.schemaField('input_schema')}
            />
            <TextArea
              label="Output schema (JSON)"
              rows={8}
              className="font-mono text-xs"
              {...form.schemaField('output_schema')}
            />
          </div>
        </div>
      )}
    </details>
  );
}

export function GenerateGraphDialog({ open, onClose, onGenerate, busy, error }: Props) {
  const form = useSpecificationDraft(onGenerate);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <Modal open={open} onClose={onClose} title="Generate from a specification" className="max-w-3xl">
      <form aria-label="Graph specification" noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField label="Name" maxLength={GRAPH_SPEC_NAME_MAX} {...form.field('name')} />
        <TextArea label="Description" rows={2} maxLength={GRAPH_SPEC_TEXT_MAX} {...form.field('description')} />
        <TextArea label="Purpose" rows={2} maxLength={GRAPH_SPEC_TEXT_MAX} {...form.field('purpose')} />
        <TextArea
          label="Capabilities"
          hint="One per line, in the order the work happens"
          rows={4}
          {...form.field('capabilities')}
        />
        {!form.draft.schemas && (
          <>
            <PortRows direction="input" {...form.rows('inputs')} />
            <PortRows direction="output" {...form.rows('outputs')} />
          </>
        )}
        <AdvancedSchemas form={form} />
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
