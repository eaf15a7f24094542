import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { MAX_BODY_NESTING } from '../../src/domain/contract-limits';
import { REQUEST_MESSAGES } from '../../src/domain/messages';
import { HttpError } from './http-error';
import { nestedDeeperThan } from './json-depth';
import type { OperationInfo } from './openapi-document';

// Fastify validates a body only against the content types its schema lists and lets any other
// type through unchecked. This closes that gap: a body must come in a declared type (else 415),
// and a required JSON body must be there (else 400), before validation runs. A JSON body nested
// too deeply is refused before it is parsed, so no hook, validator or handler ever walks it.

export function registerRequestBodyRules(app: FastifyInstance, operations: Map<string, OperationInfo>): void {
  // The SPA sends Content-Type: application/json on every call, bodiless ones too: read
  // an empty JSON body as no body instead of failing the request.
  const strictJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    if (nestedDeeperThan(text, MAX_BODY_NESTING)) {
      return done(new HttpError(400, 'validation_error', REQUEST_MESSAGES.tooDeep(MAX_BODY_NESTING)));
    }
    strictJson(request, text, done);
  });

  app.addHook('onRoute', (route) => {
    const schema = route.schema as { body?: { content?: Record<string, unknown> }; operationId?: string } | undefined;
    const declared = schema?.body?.content ? Object.keys(schema.body.content) : undefined;
    if (!declared) return;
    // Streaming parsers (multipart) leave the body empty by design; only JSON bodies are checked.
    const required =
      operations.get(schema?.operationId ?? '')?.bodyRequired === true &&
      declared.every((t) => t === 'application/json');
    const guard: preValidationHookHandler = async (request) => checkBody(request, declared, required);
    route.preValidation = [...toArray(route.preValidation), guard];
  });
}

function checkBody(request: FastifyRequest, declared: string[], required: boolean): void {
  if (request.body === undefined || request.body === null) {
    if (required) throw new HttpError(400, 'validation_error', REQUEST_MESSAGES.bodyRequired);
    // An absent optional JSON body is an empty one, so it validates whatever the Content-Type.
    if (declared.includes('application/json')) request.body = {};
    return;
  }
  const mediaType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (!declared.includes(mediaType)) {
    throw new HttpError(415, 'unsupported_media_type', REQUEST_MESSAGES.contentType(declared));
  }
}

function toArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
