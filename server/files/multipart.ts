import multipart from '@fastify/multipart';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { REQUEST_MESSAGES } from '../../src/domain/messages';
import { HttpError } from '../http/http-error';

// Multipart bodies are streamed, never parsed up front: the parser only marks the request, and
// the handler reads its parts (receive-upload.ts). Register before the contract's routes.

const MULTIPART = 'multipart/form-data';

interface BodySchema {
  body?: { content?: Record<string, unknown> };
}

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  // Limits per request are set where the parts are read; these bound anything else sent along.
  await app.register(multipart, { limits: { fields: 10, fieldSize: 64 * 1024, parts: 20, headerPairs: 100 } });
  app.addHook('onRoute', (route) => {
    const content = (route.schema as BodySchema | undefined)?.body?.content;
    if (content?.[MULTIPART]) {
      // The file part is checked as it streams (present, type, size); a schema validator would
      // need the whole body parsed into memory first.
      content[MULTIPART] = { schema: {} };
      return;
    }
    // Other routes refuse a multipart body as they refused it before a multipart parser existed,
    // instead of reading it as no body at all.
    const declared = content && Object.keys(content).length > 0 ? Object.keys(content) : ['application/json'];
    const refuse: preValidationHookHandler = async (request) => {
      if (request.isMultipart()) {
        throw new HttpError(415, 'unsupported_media_type', REQUEST_MESSAGES.contentType(declared));
      }
    };
    route.preValidation = [...toArray(route.preValidation), refuse];
  });
}

function toArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
