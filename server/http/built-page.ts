import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pagePreloads, readManifest } from './page-preloads';

// The SPA's page (the build's index.html), sent for every address with a modulepreload link for
// each chunk a first load of that address will ask for. Each variant is built, compressed and
// fingerprinted once. The page's inline script (the theme, before any paint) is allowed by the
// content security policy through its hash, so no other inline script can run.

export interface BuiltPage {
  /** `'sha256-…'` sources for the CSP's script-src, one per inline script of the page. */
  inlineScriptHashes: string[];
  send: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
}

type Encoding = 'br' | 'gzip' | 'identity';
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];

interface PageVariant {
  etag: string;
  bodies: Record<Encoding, Buffer>;
}

function variant(html: string): PageVariant {
  const identity = Buffer.from(html);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { etag, bodies: { br: brotliCompressSync(identity), gzip: gzipSync(identity), identity } };
}

const linkTag = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;

/** The CSP hash source of each inline `<script>` (one without a src) in the page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

/** The build in `staticDir`, or null when it has not been built. */
export function loadBuiltPage(staticDir: string): BuiltPage | null {
  const file = path.join(staticDir, 'index.html');
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  const preloads = pagePreloads(readManifest(staticDir));
  const variants = new Map<string, PageVariant>();
  const variantFor = (files: string[]) => {
    const key = files.join(' ');
    let page = variants.get(key);
    if (!page) {
      page = variant(files.length ? html.replace('</head>', `${files.map(linkTag).join('')}</head>`) : html);
      variants.set(key, page);
    }
    return page;
  };
  return {
    inlineScriptHashes: inlineScriptHashes(html),
    send: (request, reply) => {
      const page = variantFor(preloads.forPath(request.url.split('?')[0]));
      reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
      const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), ENCODINGS) ?? 'identity';
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('text/html; charset=utf-8').send(page.bodies[encoding]);
    },
  };
}
