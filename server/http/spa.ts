import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './http-error';
import type { BuiltPage } from './built-page';

// Serves the built SPA and sends any page navigation that is not a file to index.html, so deep
// links like /workspaces/list load the app. Unknown /v1 paths stay JSON 404s.

const NOT_BUILT = 'The Labforge web app has not been built yet. Run `npm run build`, then reload this page.';

/** `page`: the build's page (server/http/built-page.ts), or null when there is no build. */
export async function registerSpa(app: FastifyInstance, staticDir: string, page: BuiltPage | null): Promise<void> {
  if (page) {
    await app.register(fastifyStatic, {
      root: staticDir,
      // `/` is a page like any other, sent with its preloads (below); the build's manifest
      // (.vite/) is for the server alone.
      index: false,
      dotfiles: 'ignore',
      // The build's .br and .gz copies, chosen by Accept-Encoding: no compression per request.
      preCompressed: true,
      // Vite fingerprints everything under assets/; the page itself must always be revalidated.
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', (request, reply) => (isPageNavigation(request) ? page.send(request, reply) : reply.callNotFound()));
  }
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (isPageNavigation(request)) {
      if (page) return page.send(request, reply);
      return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    }
    const message = `Not found: ${request.method} ${request.url.split('?')[0]}`;
    return reply.code(404).send(errorBody(message, 'not_found'));
  });
}

/** Whether a path's last segment has an extension, the way a file's name does (`/logo.svg`). */
export function asksForFile(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0];
  if (pathname === '/v1' || pathname.startsWith('/v1/')) return false;
  // A path that asks for a file is never a page, and a missing file is a 404.
  if (asksForFile(pathname)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}
