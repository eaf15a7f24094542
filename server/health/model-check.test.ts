import { describe, expect, it } from 'vitest';
import type { LlmEndpoint } from '../config';
import { checkModel, OFFLINE_MESSAGE } from './model-check';
import { MODEL_ROLES as ROLES } from '../llm/model-roles';

const on = (baseUrl: string, apiKey: string | null = null): LlmEndpoint => ({ baseUrl, apiKey, model: 'm' });
const allOn = (endpoint: LlmEndpoint, overrides: Partial<Record<(typeof ROLES)[number], LlmEndpoint>> = {}) => ({
  roles: Object.fromEntries(ROLES.map((role) => [role, overrides[role] ?? endpoint])) as Record<
    (typeof ROLES)[number],
    LlmEndpoint
  >,
});

describe('the model check', () => {
  it('says the offline engine answers when no model is configured, without a call', async () => {
    expect(await checkModel({ roles: null }, () => Promise.reject(new Error('no call expected')))).toEqual({
      status: 'ok',
      message: OFFLINE_MESSAGE,
      latencyMs: 0,
    });
  });

  it('asks each server once for its models, with its key', async () => {
    const calls: Array<[string, unknown]> = [];
    const fetchImpl = (async (url: string, init: RequestInit) => (
      calls.push([url, init.headers]),
      new Response('{}')
    )) as typeof fetch;
    const result = await checkModel(allOn(on('http://a/v1/', 'k'), { ranking: on('http://b/v1') }), fetchImpl);
    expect(result).toMatchObject({ status: 'ok', message: '2 model servers answer' });
    expect(calls).toEqual([
      ['http://a/v1/models', { authorization: 'Bearer k' }],
      ['http://b/v1/models', {}],
    ]);
  });

  it('is down when a server refuses, naming the roles on it but not its address', async () => {
    const fetchImpl = (async (url: string) =>
      new Response('no', { status: url.startsWith('http://b') ? 401 : 200 })) as typeof fetch;
    const result = await checkModel(allOn(on('http://a/v1'), { ranking: on('http://b/v1') }), fetchImpl);
    expect(result).toMatchObject({ status: 'down', message: 'Model server for ranking answered 401' });
  });

  it('is down within its timeout when the server does not answer', async () => {
    const fetchImpl = ((_url: string, init: RequestInit) =>
      new Promise((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )) as typeof fetch;
    const started = Date.now();
    const result = await checkModel(allOn(on('http://a/v1')), fetchImpl);
    expect(result).toMatchObject({ status: 'down', message: 'Model server did not answer within 2000 ms' });
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
