import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_ERROR_MESSAGE } from '../../src/domain/messages';
import { errorBody } from './http-error';

// Fastify's router answers some URLs itself, before any route or error handler runs; this gives
// those answers the contract's error shape (Fastify's `frameworkErrors` option).

export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [status, message, type] = classify(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  void reply.code(status).type('application/json; charset=utf-8').send(errorBody(message, type));
}

function classify(error: FastifyError): [number, string, string] {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return [400, 'The URL path is not valid percent-encoded UTF-8', 'bad_request'];
    case 'FST_ERR_MAX_PARAM_LENGTH':
      // Past the router's 100 characters a segment names nothing: every id is a UUID or shorter.
      return [404, 'Not found: a path segment is longer than any id', 'not_found'];
    default:
      return [500, DEFAULT_ERROR_MESSAGE, 'internal_error'];
  }
}
