import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { HttpError } from './http-error';
import { dateTimeProblem, integerProblem, type IntegerSchema } from './query-bounds';
import { findUnstorableText } from './unstorable-text';

// Before the contract's schemas run, refuses input they would accept but nothing behind them can
// hold (see unstorable-text.ts and query-bounds.ts), as the same 400 a schema error gets.

interface ParamSchema extends IntegerSchema {
  type?: string | string[];
  format?: string;
}

interface RouteSchema {
  querystring?: { properties?: Record<string, ParamSchema> };
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1/')) return;
    const query = (route.schema as RouteSchema | undefined)?.querystring?.properties ?? {};
    const guard: preValidationHookHandler = async (request) => checkInput(request, query);
    route.preValidation = [...toArray(route.preValidation), guard];
  });
}

function checkInput(request: FastifyRequest, query: Record<string, ParamSchema>): void {
  for (const [part, value] of [
    ['body', request.body],
    ['querystring', request.query],
    ['params', request.params],
  ] as const) {
    const found = findUnstorableText(value);
    // Marked with its part, as a schema's refusal is: a path id refused is an object's 404 on a GET.
    if (found) throw Object.assign(invalid(found.field || part, found.message), { validationContext: part });
  }
  const values = (request.query ?? {}) as Record<string, unknown>;
  for (const [name, schema] of Object.entries(query)) {
    for (const raw of toArray(values[name])) {
      if (typeof raw !== 'string') continue;
      const problem = isType(schema, 'integer')
        ? integerProblem(raw, schema)
        : schema.format === 'date-time'
          ? dateTimeProblem(raw)
          : undefined;
      if (problem) throw invalid(name, problem);
    }
  }
}

function isType(schema: ParamSchema, type: string): boolean {
  return Array.isArray(schema.type) ? schema.type.includes(type) : schema.type === type;
}

function invalid(field: string, message: string): HttpError {
  return new HttpError(400, 'validation_error', `${field}: ${message}`);
}

function toArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
