import type { FastifySchemaValidationError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { validationMessage } from './validation-message';

const err = (keyword: string, instancePath: string, params: Record<string, unknown>, message?: string) =>
  [{ keyword, instancePath, schemaPath: '', params, message }] as FastifySchemaValidationError[];

describe('validationMessage', () => {
  it.each([
    [err('required', '', { missingProperty: 'name' }), 'body', 'name: is required'],
    [err('additionalProperties', '', { additionalProperty: 'colour' }), 'body', 'colour: is not an allowed field'],
    [err('minLength', '/name', { limit: 1 }), 'body', 'name: must not be empty'],
    [err('minLength', '/name', { limit: 3 }), 'body', 'name: must be at least 3 characters'],
    [err('maxLength', '/name', { limit: 120 }), 'body', 'name: must be at most 120 characters'],
    [err('pattern', '/name', { pattern: '\\S' }), 'body', 'name: must not be blank'],
    [err('format', '/email', { format: 'email' }), 'body', 'email: must be a valid email address'],
    [err('format', '/id', { format: 'uuid' }), 'params', 'id: must be a valid UUID'],
    [err('minProperties', '', { limit: 1 }), 'body', 'body: must contain at least 1 field'],
    [err('enum', '/level', { allowedValues: ['debug', 'info'] }), 'querystring', 'level: must be one of debug, info'],
    [err('maximum', '/limit', { limit: 100 }, 'must be <= 100'), 'querystring', 'limit: must be <= 100'],
    [err('type', '/metadata/a~1b', { type: 'object' }, 'must be object'), 'body', 'metadata.a/b: must be object'],
    [err('type', '', { type: 'object' }, 'must be object'), 'body', 'body: must be object'],
  ])('%#: %s', (errors, context, expected) => {
    expect(validationMessage(errors, context)).toBe(expected);
  });
});
