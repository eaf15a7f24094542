import { useState } from 'react';
import {
  readSpecification,
  type GraphSpecification,
  type SpecificationDraft,
  type SpecificationErrors,
} from '../../domain/workflow-graph/graph-specification';
import { blankPort, portsSchema, type PortDraft } from '../../domain/workflow-graph/specification-ports';

// What the "Generate from a specification" form holds and its errors: plain fields, the rows,
// and the raw schemas while "Advanced" is open.

const EMPTY: SpecificationDraft = {
  name: '',
  description: '',
  purpose: '',
  capabilities: '',
  inputs: [blankPort('dataset')],
  outputs: [blankPort('report')],
  schemas: null,
};

const asJson = (schema: Record<string, unknown>) => JSON.stringify(schema, null, 2);
type Rows = 'inputs' | 'outputs';

export function useSpecificationDraft(onGenerate: (specification: GraphSpecification) => void) {
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<SpecificationErrors>({});
  return {
    draft,
    errors,
    field: (key: 'name' | 'description' | 'purpose' | 'capabilities') => ({
      value: draft[key],
      error: errors[key],
      onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
    }),
    schemaField: (key: 'input_schema' | 'output_schema') => ({
      value: draft.schemas?.[key] ?? '',
      error: errors[key],
      onChange: (e: { target: { value: string } }) =>
        setDraft((d) => ({ ...d, schemas: d.schemas && { ...d.schemas, [key]: e.target.value } })),
    }),
    rows: (direction: Rows) => ({
      rows: draft[direction],
      errors: draft[direction].map((_, i) => errors[`${direction}.${i}`]),
      // A row's error is keyed by its place, so changing the rows drops their errors rather than
      // leaving one under the wrong row; the next "Generate graph" checks again.
      onChange: (rows: PortDraft[]) => {
        setDraft((d) => ({ ...d, [direction]: rows }));
        setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => !key.startsWith(`${direction}.`))));
      },
    }),
    /** Opening "Advanced" starts the JSON from the rows; while it is open, the JSON is what is sent. */
    toggleAdvanced: (opened: boolean) =>
      setDraft((d) => {
        if (opened === Boolean(d.schemas)) return d;
        const schemas = { input_schema: asJson(portsSchema(d.inputs)), output_schema: asJson(portsSchema(d.outputs)) };
        return { ...d, schemas: opened ? schemas : null };
      }),
    submit: () => {
      const read = readSpecification(draft);
      setErrors(read.ok ? {} : read.errors);
      if (read.ok) onGenerate(read.specification);
    },
  };
}
