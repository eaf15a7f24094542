import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MODULES, SHELL_MODULE } from '../../src/domain/page-modules';
import { PAGE_READS } from '../../src/domain/page-reads';
import { createTestApp, signIn, type TestApp } from '../support/api/harness';
import { DENIED_FEATURES, permissionsOf } from '../support/api/permissions-policy';

// The built single-page app as the server sends it: the page for every address, with the chunks
// its first load needs named in it, and the build's files with their caching and policies.

const THEME_SCRIPT = "document.documentElement.classList.add('dark');";
const INDEX_HTML = `<!doctype html><html><head><title>Labforge</title><script>${THEME_SCRIPT}</script></head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/app-1a2b3c.js', isEntry: true, imports: ['_runtime-4d5e6f.js'] },
  '_runtime-4d5e6f.js': { file: 'assets/runtime-4d5e6f.js' },
  [SHELL_MODULE]: { file: 'assets/app-layout-7a8b9c.js', imports: ['_runtime-4d5e6f.js', 'index.html'] },
  'src/routes/dashboard/dashboard-page.tsx': { file: 'assets/dashboard-page-5e6f7a.js', imports: ['index.html'] },
};

let t: TestApp;
let dist: string;
const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml', ...headers } });
const file = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'labforge-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, '.vite'));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  // The build's precompressed copies (vite.config.ts), told apart by their bodies here.
  await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js.br'), 'brotli bytes');
  await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js.gz'), 'gzip bytes');
  await writeFile(path.join(dist, 'assets', 'layout-worker-0f1e2d.js'), 'onmessage = () => {}');
  await writeFile(path.join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ env: { STATIC_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the page', () => {
  it('sends pages a content security policy that allows only this origin, its own inline script and Google sign-in', async () => {
    const csp = String((await page('/login')).headers['content-security-policy']);
    const themeHash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(`script-src 'self' 'sha256-${themeHash}' https://accounts.google.com/gsi/client`);
    expect(csp).not.toContain("'unsafe-inline' https://accounts.google.com/gsi/client");
    expect(csp).toContain("style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style");
    expect(csp).toContain('frame-src https://accounts.google.com/gsi/');
    expect(csp).toContain("connect-src 'self' https://accounts.google.com/gsi/");
    // Images from this origin and data: URLs only: no remote image, so no tracker.
    expect(csp).toMatch(/(^|;)img-src 'self' data:(;|$)/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it.each(['/workspaces/list', '/', '/workspaces/7f6b2c1e/ideas', '/login'])('serves the page for %s', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(permissionsOf(response)).toEqual(DENIED_FEATURES);
  });

  it("names the signed-in shell's chunks in a signed-in page, so they load beside the entry", async () => {
    const body = (await page('/dashboard')).body;
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/runtime-4d5e6f.js">');
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/app-layout-7a8b9c.js">');
    expect(body.indexOf('app-layout-7a8b9c.js')).toBeLessThan(body.indexOf('</head>'));
  });

  it("names the page's own chunk in that page only", async () => {
    expect((await page('/dashboard')).body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/dashboard-page-5e6f7a.js">',
    );
    expect((await page('/workspaces/list')).body).not.toContain('dashboard-page-5e6f7a.js');
  });

  it('keeps the sign-in page to what the entry needs', async () => {
    const body = (await page('/login')).body;
    expect(body).toContain('href="/assets/runtime-4d5e6f.js"');
    expect(body).not.toContain('app-layout-7a8b9c.js');
    expect(body).not.toContain('dashboard-page-5e6f7a.js');
  });

  it('carries the app configuration GET /v1/config answers, as data the page does not run', async () => {
    const body = (await page('/login')).body;
    const block = body.match(/<script type="application\/json" id="labforge-config">([^<]*)<\/script>/);
    expect(block).not.toBeNull();
    const config = (await t.app.inject({ method: 'GET', url: '/v1/config' })).json();
    expect(JSON.parse(block![1])).toEqual(config);
    // Only the theme script is allowed to run: the policy names its hash alone.
    const csp = String((await page('/login')).headers['content-security-policy']);
    expect(csp.match(/'sha256-/g)).toHaveLength(1);
  });

  it("names the dashboard's first read in the head, before the script that starts it", async () => {
    const body = (await page('/dashboard')).body;
    expect(body).toContain('<head><meta name="labforge-early-reads" content="/v1/dashboard">');
    expect(body.indexOf('labforge-early-reads')).toBeLessThan(body.indexOf('<script>'));
    // Other pages name no read of their own; who is signed in is read on every page anyway.
    for (const other of ['/login', '/workspaces/list', '/dashboard/elsewhere']) {
      expect((await page(other)).body).not.toContain('labforge-early-reads');
    }
  });

  it('names only reads the API answers to the token alone, as the page starts them', async () => {
    const { headers } = await signIn(t.app);
    for (const [pattern, reads] of Object.entries(PAGE_READS)) {
      expect(Object.keys(PAGE_MODULES)).toContain(pattern);
      for (const url of reads) expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
    }
  });

  it('sends the page compressed by Accept-Encoding, and answers 304 to its own ETag', async () => {
    const plain = await page('/dashboard');
    const brotli = await page('/dashboard', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const etag = String(plain.headers.etag);
    const again = await page('/dashboard', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The sign-in page is another variant: the dashboard's tag does not match it.
    expect((await page('/login', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('does not answer API-style requests with the page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/workspaces/list',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('tells to build the app when there is no build', async () => {
    const unbuilt = await createTestApp();
    try {
      const response = await unbuilt.app.inject({
        method: 'GET',
        url: '/workspaces/list',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toContain('npm run build');
      expect(permissionsOf(response)).toEqual(DENIED_FEATURES);
    } finally {
      await unbuilt.close();
    }
  });
});

describe("the build's files", () => {
  it('serves fingerprinted assets as immutable and answers 404 for a missing file', async () => {
    const asset = await file('/assets/app-1a2b3c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await file('/assets/gone.js', { accept: 'text/html' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail.error.type).toBe('not_found');
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.headers['x-frame-options']).toBeUndefined();
  });

  it('sends only the policies a subresource obeys, and a CSP only where a file can be a document or a worker', async () => {
    const script = await file('/assets/app-1a2b3c.js');
    // A module the page runs obeys the page's CSP, never its own response's.
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const documentOnly of [
      'x-frame-options',
      'cross-origin-opener-policy',
      'permissions-policy',
      'strict-transport-security',
      'origin-agent-cluster',
    ]) {
      expect(script.headers[documentOnly], documentOnly).toBeUndefined();
    }
    // A worker runs under its own script's policy; an image opened on its own is a document.
    for (const url of ['/assets/layout-worker-0f1e2d.js', '/logo.svg']) {
      const response = await file(url);
      expect(response.statusCode, url).toBe(200);
      expect(String(response.headers['content-security-policy']), url).toContain("default-src 'self'");
      expect(response.headers['x-frame-options'], url).toBeUndefined();
    }
  });

  it('sends the build’s brotli or gzip copy of an asset by Accept-Encoding, still immutable', async () => {
    const get = (encoding?: string) => file('/assets/app-1a2b3c.js', encoding ? { 'accept-encoding': encoding } : {});
    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('brotli bytes');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip bytes');
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('keeps the build manifest to the server', async () => {
    expect((await file('/.vite/manifest.json')).statusCode).toBe(404);
  });
});
