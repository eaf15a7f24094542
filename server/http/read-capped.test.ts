import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEndlessServer, type EndlessServer } from '../../tests/support/endless-server';
import { createGitHubApi, GitHubUnreachableError } from '../vibe/github-client';
import { sleep } from '../llm/retry';
import { BodyTooLarge, cappedFetch, readCappedText, SOURCE_ANSWER_MAX_BYTES } from './read-capped';
import { createSourceClient } from './source-client';

// Bodies from outside sources are read up to a cap, against a real loopback server that never
// stops sending: the read fails with words naming the source and the cap, the connection is
// closed (the server sees the client hang up), and the next call on the same client works.

let server: EndlessServer;
beforeAll(async () => {
  server = await startEndlessServer();
});
afterAll(() => server?.close());

const endless = { contentType: 'application/json', head: '{"items":["', chunk: 'x'.repeat(64 * 1024) };

describe('readCappedText', () => {
  it('stops an endless body past the cap and closes the connection', async () => {
    server.answer(endless);
    const response = await fetch(server.url);
    const read = readCappedText(response, 1_000_000, 'Test source');
    await expect(read).rejects.toThrow(new BodyTooLarge('Test source', 1_000_000));
    await expect(read).rejects.toThrow('Test source sent more than 1 MB; the answer was not read.');
    // The client hung up having taken little more than the cap (socket buffers aside).
    expect(await server.hungUp()).toBeLessThan(64_000_000);
  });

  it('refuses a declared length past the cap without reading it', async () => {
    server.answer({ contentType: 'text/plain', body: 'y'.repeat(2_000) });
    const response = await fetch(server.url);
    await expect(readCappedText(response, 1_000, 'Test source')).rejects.toThrow(
      'Test source sent more than 1 kB; the answer was not read.',
    );
  });

  it('reads a body within the cap whole, to its last byte', async () => {
    const body = `é${'z'.repeat(999_998)}`;
    server.answer({ contentType: 'text/plain', body });
    expect(await readCappedText(await fetch(server.url), 1_000_000, 'Test source')).toBe(body);
  });
});

describe('cappedFetch', () => {
  it('fails a body that streams past the cap, counting all of it', async () => {
    server.answer({ contentType: 'text/event-stream', chunk: 'data: {"n":1}\n\n' });
    const response = await cappedFetch(fetch, 500_000, 'The stream')(server.url);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow('The stream sent more than 500 kB; the answer was not read.');
    expect(await server.hungUp()).toBeGreaterThan(500_000);
  });
});

describe('the source client (catalogues, literature)', () => {
  class SourceFailure extends Error {
    constructor(readonly reason: string) {
      super(`Test source: ${reason}`);
    }
  }
  const source = createSourceClient({
    timeoutMs: 60_000,
    fail: (reason) => new SourceFailure(reason),
    fetch,
    sleep,
    now: Date.now,
  });

  it('fails an endless answer at SOURCE_ANSWER_MAX_BYTES, without retrying, and answers the next call', async () => {
    expect(SOURCE_ANSWER_MAX_BYTES).toBe(8_000_000);
    server.answer(endless);
    await expect(source.getJson({ url: `${server.url}/search` })).rejects.toThrow(
      'Test source: sent more than 8 MB; the answer was not read',
    );
    expect(await server.hungUp()).toBeGreaterThan(8_000_000);
    server.answer({ contentType: 'application/json', body: '{"items":[]}' });
    expect(await source.getJson({ url: `${server.url}/search` })).toEqual({ items: [] });
  });
});

describe('the GitHub client', () => {
  it('fails an endless answer with words safe to show, and answers the next call', async () => {
    const github = createGitHubApi({ apiUrl: server.url, token: 't', timeoutMs: 60_000 });
    server.answer(endless);
    const call = github.request('GET', '/repos/lab/x', undefined, new AbortController().signal);
    await expect(call).rejects.toThrow(GitHubUnreachableError);
    await expect(call).rejects.toThrow(`GitHub's API at ${server.url} sent more than 8 MB; the answer was not read.`);
    server.answer({ contentType: 'application/json', body: '{"name":"x"}' });
    expect(await github.request('GET', '/repos/lab/x', undefined, new AbortController().signal)).toEqual({
      status: 200,
      body: { name: 'x' },
    });
  });
});
