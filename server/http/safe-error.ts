import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';

// What of an error may reach a log: names, codes, messages and stack frames, never a query's
// parameters (user content). Drizzle puts them into its message and `params`, and the driver's
// own message may quote one ("invalid input syntax for type uuid: \"…\""), so those are cut.

export type SafeError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  /** PostgreSQL's names for what failed: identifiers of the schema, not data. */
  constraint?: string;
  table?: string;
  column?: string;
  cause?: SafeError;
  errors?: SafeError[];
};

const REDACTED = '[redacted]';
const MAX_DEPTH = 5;
const MAX_ERRORS = 10;
const FRAME = /^\s+at /;

interface ErrorFields {
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** Copies made here, which the serializer lets through as they are. */
const alreadySafe = new WeakSet<object>();

/** A log-safe copy of `error` and everything it wraps. */
export function safeError(error: unknown): SafeError {
  if (typeof error === 'object' && error !== null && alreadySafe.has(error)) return error as SafeError;
  const values = new Set<string>();
  collectParameters(error, values, 0);
  const secrets = [...values].sort((a, b) => b.length - a.length).map(wholeValue);
  const safe = sanitise(error, secrets, 0);
  alreadySafe.add(safe);
  return safe;
}

/** The logger's `err` serializer: every `{ err }` any part of the server logs goes through it. */
export const serializeError = (value: Error): SafeError => safeError(value);

/** Fastify logger options with that serializer in place of pino's, which copies every field. */
export function withSafeErrors(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, err: serializeError } };
}

function sanitise(error: unknown, secrets: RegExp[], depth: number): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: redact(String(error), secrets), stack: '' };
  const fields = error as ErrorFields;
  // Drizzle's message is `Failed query: <sql>\nparams: <values>`: the SQL, with placeholders for
  // every value, is kept; the values are not.
  const message = error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : redact(error.message, secrets);
  const stack =
    typeof error.stack === 'string'
      ? `${error.name}: ${message}\n${framesOf(error.stack, error.message, secrets)}`
      : '';
  const safe: SafeError = { type: error.constructor?.name || error.name, message, stack };
  for (const key of ['code', 'constraint', 'table', 'column'] as const) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') safe[key] = String(value);
  }
  if (depth >= MAX_DEPTH) return safe;
  if (fields.cause !== undefined) safe.cause = sanitise(fields.cause, secrets, depth + 1);
  if (Array.isArray(fields.errors))
    safe.errors = fields.errors.slice(0, MAX_ERRORS).map((inner) => sanitise(inner, secrets, depth + 1));
  return safe;
}

/** The stack's frames without its heading, which repeats the unsanitised message. */
function framesOf(stack: string, message: string, secrets: RegExp[]): string {
  const at = message ? stack.indexOf(message) : -1;
  const frames = (at >= 0 ? stack.slice(at + message.length) : stack).split('\n').filter((line) => FRAME.test(line));
  // Without the message to cut at, a value could pose as a frame line; such lines are redacted.
  return (at >= 0 ? frames : frames.map((line) => redact(line, secrets))).join('\n');
}

/** Every query parameter anywhere in the chain, as text. */
function collectParameters(error: unknown, into: Set<string>, depth: number): void {
  if (!(error instanceof Error) || depth > MAX_DEPTH) return;
  const { params, cause, errors } = error as ErrorFields;
  if (Array.isArray(params)) for (const param of params) textsOf(param).forEach((text) => into.add(text));
  if (Array.isArray(errors)) errors.slice(0, MAX_ERRORS).forEach((inner) => collectParameters(inner, into, depth + 1));
  collectParameters(cause, into, depth + 1);
}

function textsOf(param: unknown): string[] {
  if (param === null || param === undefined || typeof param === 'boolean') return [];
  if (typeof param === 'string') return param ? [param] : [];
  if (param instanceof Date) return [param.toISOString()];
  if (typeof param === 'number' || typeof param === 'bigint') return [String(param)];
  try {
    return [JSON.stringify(param), String(param)];
  } catch {
    return [String(param)];
  }
}

/** A value only where it stands on its own, so a one-letter value does not shred the message. */
function wholeValue(value: string): RegExp {
  const escaped = value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])`, 'gu');
}

function redact(text: string, secrets: RegExp[]): string {
  return secrets.reduce((result, secret) => result.replace(secret, REDACTED), text);
}
