import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchPagePattern } from '../../src/domain/page-modules';
import { pageConfigBlock } from '../../src/domain/page-config';
import { EARLY_READS_META, PAGE_READS } from '../../src/domain/page-reads';
import { pagePreloads, readManifest } from './page-preloads';

// The SPA's page (the build's index.html), sent for every address with the app's public
// configuration in it (src/domain/page-config.ts), the API reads its page makes as it arrives
// (src/domain/page-reads.ts), for index.html's script to start, and a modulepreload link for each
// chunk a first load of that address will ask for. Each variant is built, compressed and
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
// First in the head: the script that reads it runs as the parser reaches it.
const readsTag = (paths: readonly string[]) => `<meta name="${EARLY_READS_META}" content="${paths.join(' ')}">`;

/** The CSP hash source of each inline `<script>` (one without a src) in the page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

/** The build in `staticDir` with `appConfig` (GET /v1/config's answer) in it, or null when it has not been built. */
export function loadBuiltPage(staticDir: string, appConfig: object): BuiltPage | null {
  const file = path.join(staticDir, 'index.html');
  if (!existsSync(file)) return null;
  const built = readFileSync(file, 'utf8');
  const html = built.replace('</head>', `${pageConfigBlock(appConfig)}</head>`);
  const preloads = pagePreloads(readManifest(staticDir));
  const variants = new Map<string, PageVariant>();
  const variantFor = (files: string[], reads: readonly string[]) => {
    const key = `${files.join(' ')}|${reads.join(' ')}`;
    let page = variants.get(key);
    if (!page) {
      const withReads = reads.length ? html.replace('<head>', `<head>${readsTag(reads)}`) : html;
      page = variant(withReads.replace('</head>', `${files.map(linkTag).join('')}</head>`));
      variants.set(key, page);
    }
    return page;
  };
  return {
    inlineScriptHashes: inlineScriptHashes(built),
    send: (request, reply) => {
      const pathname = request.url.split('?')[0];
      // Matched once for both: an address no page pattern takes has no reads of its own.
      const pattern = matchPagePattern(pathname);
      const page = variantFor(preloads.forPath(pathname, pattern), (pattern && PAGE_READS[pattern]) || []);
      reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
      const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), ENCODINGS) ?? 'identity';
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('text/html; charset=utf-8').send(page.bodies[encoding]);
    },
  };
}
