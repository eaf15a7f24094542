import { portProblems, portsSchema, type PortDraft } from './specification-ports';

// What "Generate from a specification" asks for, and the checks the form makes before sending:
// a name, a description and a purpose; at least one capability; an input and an output schema,
// each a JSON object, built from the form's rows or typed as JSON (docs/product.md, "Graph editor").

export type GraphSpecification = {
  name: string;
  description: string;
  purpose: string;
  capabilities: string[];
  input_schema: Record<string, unknown>;
  output_schema: Record<string, unknown>;
};

/** What the form holds: plain fields, the inputs and outputs as rows, and the raw schemas from
 * "Advanced", which are sent instead of the rows while that section is open (`schemas` set). */
export type SpecificationDraft = Record<'name' | 'description' | 'purpose' | 'capabilities', string> & {
  inputs: PortDraft[];
  outputs: PortDraft[];
  schemas: Record<'input_schema' | 'output_schema', string> | null;
};

/** Each field's error, keyed by field; a row's by `inputs.{index}` or `outputs.{index}`. */
export type SpecificationErrors = Partial<Record<string, string>>;

export const SPECIFICATION_MESSAGES = {
  name: 'Name is required',
  description: 'Description is required',
  purpose: 'Purpose is required',
  capabilities: 'At least one capability is required',
  input_schema: 'Input schema must be a JSON object',
  output_schema: 'Output schema must be a JSON object',
} as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first rule a sent specification breaks, in the form's words; the server asks this too. */
export function specificationProblem(spec: Partial<Record<keyof GraphSpecification, unknown>>): string | null {
  for (const key of ['name', 'description', 'purpose'] as const)
    if (typeof spec[key] !== 'string' || !spec[key].trim()) return SPECIFICATION_MESSAGES[key];
  const capabilities = spec.capabilities;
  if (!Array.isArray(capabilities) || !capabilities.some((c) => typeof c === 'string' && c.trim()))
    return SPECIFICATION_MESSAGES.capabilities;
  if (!isObject(spec.input_schema)) return SPECIFICATION_MESSAGES.input_schema;
  if (!isObject(spec.output_schema)) return SPECIFICATION_MESSAGES.output_schema;
  return null;
}

const SCHEMA_WORDS = { input_schema: 'Input schema', output_schema: 'Output schema' } as const;

/** The object a schema's text holds, or why it cannot be used, in plain words. */
function readSchema(
  key: keyof typeof SCHEMA_WORDS,
  text: string,
): { value: Record<string, unknown> } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problem: `${SCHEMA_WORDS[key]} is not valid JSON: ${(error as Error).message}` };
  }
  return isObject(value) ? { value } : { problem: SPECIFICATION_MESSAGES[key] };
}

/** The specification to send, or each field's error in the form's words. */
export function readSpecification(
  draft: SpecificationDraft,
): { ok: true; specification: GraphSpecification } | { ok: false; errors: SpecificationErrors } {
  const capabilities = draft.capabilities
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const errors: SpecificationErrors = {};
  for (const key of ['name', 'description', 'purpose'] as const)
    if (!draft[key].trim()) errors[key] = SPECIFICATION_MESSAGES[key];
  if (capabilities.length === 0) errors.capabilities = SPECIFICATION_MESSAGES.capabilities;
  const schemas = { input_schema: {}, output_schema: {} } as Record<keyof typeof SCHEMA_WORDS, Record<string, unknown>>;
  if (draft.schemas) {
    for (const key of ['input_schema', 'output_schema'] as const) {
      const read = readSchema(key, draft.schemas[key]);
      if ('problem' in read) errors[key] = read.problem;
      else schemas[key] = read.value;
    }
  } else {
    for (const [rows, direction] of [
      [draft.inputs, 'input'],
      [draft.outputs, 'output'],
    ] as const)
      portProblems(rows, direction).forEach((problem, i) => {
        if (problem) errors[`${direction}s.${i}`] = problem;
      });
    schemas.input_schema = portsSchema(draft.inputs);
    schemas.output_schema = portsSchema(draft.outputs);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    specification: {
      name: draft.name.trim(),
      description: draft.description.trim(),
      purpose: draft.purpose.trim(),
      capabilities,
      ...schemas,
    },
  };
}
