// A small valid instance of a JSON Schema (the subset z.toJSONSchema emits), so the stub can
// answer a structured request with something the caller's zod schema accepts. Required
// properties only; numbers sit mid-range; strings name their field, padded to minLength.

export type JsonSchema = { [key: string]: unknown };

export function sampleFromSchema(schema: JsonSchema, root: JsonSchema = schema, name = 'value', depth = 0): unknown {
  if (depth > 8) return null;
  const next = (inner: unknown, innerName: string) => sampleFromSchema(asSchema(inner), root, innerName, depth + 1);
  if (typeof schema.$ref === 'string') return next(resolveRef(schema.$ref, root), name);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(choice) && choice.length > 0)
    return next(choice.find((c) => asSchema(c).type !== 'null') ?? choice[0], name);
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0)
    return next(Object.assign({}, ...schema.allOf.map(asSchema)), name);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== 'null') ?? types[0];
  switch (type) {
    case 'object': {
      const properties = asSchema(schema.properties);
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      return Object.fromEntries(required.map((key) => [key, next(properties[key] ?? {}, key)]));
    }
    case 'array': {
      const min = num(schema.minItems) ?? 1;
      const count = Math.min(Math.max(min, 1), num(schema.maxItems) ?? Infinity);
      return Array.from({ length: count }, (_, i) => next(schema.items ?? {}, `${name} ${i + 1}`));
    }
    case 'string':
      return sampleString(schema, name);
    case 'integer':
    case 'number':
      return sampleNumber(schema, type === 'integer');
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return `${name} sample`;
  }
}

function sampleString(schema: JsonSchema, name: string): string {
  const formats: Record<string, string> = {
    'date-time': '2026-01-01T00:00:00.000Z',
    date: '2026-01-01',
    email: 'stub@example.org',
    uri: 'https://example.org/stub',
    url: 'https://example.org/stub',
    uuid: '00000000-0000-4000-8000-000000000000',
  };
  const formatted = typeof schema.format === 'string' ? formats[schema.format] : undefined;
  if (formatted) return formatted;
  let text = `${name} sample`;
  const min = num(schema.minLength) ?? 0;
  while (text.length < min) text += ' and more';
  const max = num(schema.maxLength);
  return max !== undefined ? text.slice(0, max) : text;
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  const exclusiveMin = num(schema.exclusiveMinimum);
  const exclusiveMax = num(schema.exclusiveMaximum);
  const low = num(schema.minimum) ?? (exclusiveMin !== undefined ? exclusiveMin + (integer ? 1 : 0.001) : undefined);
  const high = num(schema.maximum) ?? (exclusiveMax !== undefined ? exclusiveMax - (integer ? 1 : 0.001) : undefined);
  const value =
    low !== undefined && high !== undefined ? (low + high) / 2 : (low ?? (high !== undefined ? Math.min(high, 0) : 1));
  return integer ? Math.ceil(value) : value;
}

function resolveRef(ref: string, root: JsonSchema): unknown {
  if (!ref.startsWith('#')) return {};
  return ref
    .slice(1)
    .split('/')
    .filter(Boolean)
    .reduce<unknown>(
      (node, key) => asSchema(node)[decodeURIComponent(key).replace(/~1/g, '/').replace(/~0/g, '~')],
      root,
    );
}

function asSchema(value: unknown): JsonSchema {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonSchema) : {};
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
