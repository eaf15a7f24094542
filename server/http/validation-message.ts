import type { FastifySchemaValidationError } from 'fastify';

// Turns ajv's first error into a sentence that names the field, e.g. "name: must not be empty",
// "colour: is not an allowed field", "limit: must be <= 100".

const FORMAT_NAMES: Record<string, string> = {
  uuid: 'a valid UUID',
  email: 'a valid email address',
  'date-time': 'an ISO 8601 date-time',
};

export function validationMessage(errors: FastifySchemaValidationError[], context: string | undefined): string {
  const error = errors[0];
  if (!error) return 'Invalid request';
  const params = error.params as Record<string, unknown>;
  const path = (error.instancePath ?? '').split('/').filter(Boolean).map(unescapePointer);
  const field = (name?: unknown) =>
    [...path, ...(typeof name === 'string' ? [name] : [])].join('.') || (context ?? 'body');

  switch (error.keyword) {
    case 'required':
      return `${field(params.missingProperty)}: is required`;
    case 'additionalProperties':
      return `${field(params.additionalProperty)}: is not an allowed field`;
    case 'minLength':
      return params.limit === 1
        ? `${field()}: must not be empty`
        : `${field()}: must be at least ${params.limit} characters`;
    case 'maxLength':
      return `${field()}: must be at most ${params.limit} characters`;
    case 'pattern':
      return params.pattern === '\\S' ? `${field()}: must not be blank` : `${field()}: has an invalid format`;
    case 'format':
      return `${field()}: must be ${FORMAT_NAMES[String(params.format)] ?? `a valid ${params.format}`}`;
    case 'minProperties':
      return `${field()}: must contain at least ${params.limit} field${params.limit === 1 ? '' : 's'}`;
    case 'enum':
      return `${field()}: must be one of ${(params.allowedValues as unknown[]).join(', ')}`;
    default:
      return `${field()}: ${error.message ?? 'is invalid'}`;
  }
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
