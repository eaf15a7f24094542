import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_ERROR_MESSAGE, REQUEST_MESSAGES } from '../../src/domain/messages';
import { malformedEntityIdMessage } from './entity-not-found';
import { AUTHENTICATION_REQUIRED, errorBody, HttpError } from './http-error';
import { safeError } from './safe-error';
import { validationMessage } from './validation-message';

// The one error handler: every error leaves as { detail: { error: { message, type } } }, and
// nothing from a 5xx reaches the caller but the generic message. The log gets the real cause,
// without the query parameters it may carry.

const TYPE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, type, message } = classify(error, request);
    if (status >= 500) request.log.error({ err: safeError(error) }, 'request failed');
    return reply.code(status).type('application/json; charset=utf-8').send(errorBody(message, type));
  });
}

/** 10485760 → '10 MB'. */
const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

function classify(error: FastifyError, request: FastifyRequest): { status: number; type: string; message: string } {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return {
      status: 413,
      type: 'payload_too_large',
      message: REQUEST_MESSAGES.tooLarge(megabytes(request.routeOptions.bodyLimit)),
    };
  const missing = malformedEntityIdMessage(request, error.validationContext);
  if (missing) return { status: 404, type: 'not_found', message: missing };
  if (error.validation) {
    return {
      status: 400,
      type: 'validation_error',
      message: validationMessage(error.validation, error.validationContext),
    };
  }
  if (error instanceof HttpError) return { status: error.statusCode, type: error.type, message: error.message };
  // fastify-openapi-glue wraps what the security handlers threw, in the contract's order; our own
  // error inside says why. A scheme that knew the credential and refused it (403) says more than
  // one that did not recognise it (401), and the later scheme (a token's scope) more than bearerAuth.
  const inners = ((error as { errors?: unknown[] }).errors ?? []).filter((e): e is HttpError => e instanceof HttpError);
  const inner = inners.findLast((e) => e.statusCode !== 401) ?? inners[0];
  if (inner) return { status: inner.statusCode, type: inner.type, message: inner.message };
  const status = error.statusCode ?? 500;
  if (status === 401) return { status, type: 'unauthorized', message: AUTHENTICATION_REQUIRED };
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx messages (bad JSON, wrong content type, body too large) are safe to show.
    const message = error.code?.startsWith('FST_')
      ? error.message
      : (TYPE_BY_STATUS[status] ?? 'bad_request').replace(/_/g, ' ');
    return { status, type: TYPE_BY_STATUS[status] ?? 'bad_request', message: capitalise(message) };
  }
  return { status: 500, type: 'internal_error', message: DEFAULT_ERROR_MESSAGE };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
