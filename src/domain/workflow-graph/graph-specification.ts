// What "Generate from a specification" asks for, and the checks the form makes before sending:
// a name, a description and a purpose; at least one capability; an input and an output schema,
// each a JSON object (docs/product.md, "Workflows").

export type GraphSpecification = {
  name: string;
  description: string;
  purpose: string;
  capabilities: string[];
  input_schema: Record<string, unknown>;
  output_schema: Record<string, unknown>;
};

export type SpecificationDraft = Record<
  'name' | 'description' | 'purpose' | 'capabilities' | 'input_schema' | 'output_schema',
  string
>;

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

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The specification to send, or each field's error in the form's words. */
export function readSpecification(
  draft: SpecificationDraft,
): { ok: true; specification: GraphSpecification } | { ok: false; errors: Partial<SpecificationDraft> } {
  const capabilities = draft.capabilities
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const input = jsonObject(draft.input_schema);
  const output = jsonObject(draft.output_schema);
  const errors: Partial<SpecificationDraft> = {};
  for (const key of ['name', 'description', 'purpose'] as const)
    if (!draft[key].trim()) errors[key] = SPECIFICATION_MESSAGES[key];
  if (capabilities.length === 0) errors.capabilities = SPECIFICATION_MESSAGES.capabilities;
  if (!input) errors.input_schema = SPECIFICATION_MESSAGES.input_schema;
  if (!output) errors.output_schema = SPECIFICATION_MESSAGES.output_schema;
  if (Object.keys(errors).length > 0 || !input || !output) return { ok: false, errors };
  return {
    ok: true,
    specification: {
      name: draft.name.trim(),
      description: draft.description.trim(),
      purpose: draft.purpose.trim(),
      capabilities,
      input_schema: input,
      output_schema: output,
    },
  };
}
