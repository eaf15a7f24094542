import type { Schema } from './contract-operations';

// The smallest value a contract schema accepts: required fields only, each at its lower bound.
// A uuid field takes the id `uuidFor` picks by field name, so a request names real objects.

export type UuidFor = (field: string) => string;

export function validSample(schema: Schema | undefined, uuidFor: UuidFor, field = ''): unknown {
  if (!schema) return {};
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return uuidFor(field);
      if (schema.format === 'email') return 'sample@example.org';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validSample(schema.items, uuidFor, field));
    default: {
      // Required fields first, then optional ones until minProperties is met.
      const optional = Object.keys(schema.properties ?? {}).filter((name) => !schema.required?.includes(name));
      const names = [
        ...(schema.required ?? []),
        ...optional.slice(0, Math.max(0, (schema.minProperties ?? 0) - (schema.required?.length ?? 0))),
      ];
      return Object.fromEntries(names.map((name) => [name, validSample(schema.properties?.[name], uuidFor, name)]));
    }
  }
}
