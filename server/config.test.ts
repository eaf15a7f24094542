import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLoopback, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives a working local install with no variables', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data/pglite') });
    expect(config.logLevel).toBe('info');
    expect(config.auth).toMatchObject({
      googleClientId: null,
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      devLogin: true,
      devLoginExposed: false,
      secret: null,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      rateLimit: { max: 20, windowMs: 60_000 },
      accountRateLimit: { max: 10, windowMs: 300_000 },
    });
    expect(config.trustProxy).toBe(false);
    expect(config.modelBadge).toEqual({
      offline: true,
      family: 'Offline engine',
      tier: 'built-in',
      label: 'Offline engine',
      model: null,
    });
  });

  it('is frozen all the way down', () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.auth.rateLimit)).toBe(true);
  });

  it('reads TRUST_PROXY as true, a hop count, or addresses and CIDRs, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'TRUE' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      "TRUST_PROXY must be true, false, a hop count, or comma-separated addresses and CIDRs, got '10.0.0.0/33'",
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.internal' })).toThrow("got 'proxy.internal'");
    expect(() => loadConfig({ TRUST_PROXY: '0' })).toThrow('TRUST_PROXY must be an integer between 1 and 100');
  });

  it('reads the per-account sign-in limit', () => {
    const config = loadConfig({ AUTH_ACCOUNT_RATE_LIMIT_MAX: '3', AUTH_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS: '900' });
    expect(config.auth.accountRateLimit).toEqual({ max: 3, windowMs: 900_000 });
    expect(() => loadConfig({ AUTH_ACCOUNT_RATE_LIMIT_MAX: '0' })).toThrow('AUTH_ACCOUNT_RATE_LIMIT_MAX must be');
  });

  it('selects PostgreSQL or in-memory PGlite from DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h/db',
    });
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({ kind: 'pglite', dataDir: 'memory://' });
  });

  it('runs web and engine workers together by default, and splits them only on PostgreSQL', () => {
    expect(loadConfig({})).toMatchObject({ role: 'all', engineWorkers: 2 });
    expect(loadConfig({ ROLE: 'worker', DATABASE_URL: 'postgres://u@h/db', ENGINE_WORKERS: '4' })).toMatchObject({
      role: 'worker',
      engineWorkers: 4,
    });
    expect(loadConfig({ ROLE: 'Web', DATABASE_URL: 'postgres://u@h/db' }).role).toBe('web');
    expect(() => loadConfig({ ROLE: 'web' })).toThrow(
      'ROLE=web needs a shared PostgreSQL (DATABASE_URL): the embedded database serves one process',
    );
    expect(() => loadConfig({ ROLE: 'scheduler' })).toThrow("ROLE must be all, web or worker, got 'scheduler'");
  });

  it('turns local sign-in off when a Google client id is set', () => {
    const config = loadConfig({ GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com' });
    expect(config.auth.googleClientId).toBe('abc.apps.googleusercontent.com');
    expect(config.auth.devLogin).toBe(false);
  });

  it('keeps local sign-in off on a non-loopback host unless asked, and flags it when asked', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).auth.devLogin).toBe(false);
    const exposed = loadConfig({ HOST: '0.0.0.0', AUTH_DEV_LOGIN: 'true' }).auth;
    expect(exposed).toMatchObject({ devLogin: true, devLoginExposed: true });
    expect(loadConfig({ AUTH_DEV_LOGIN: 'false' }).auth.devLogin).toBe(false);
  });

  it('accepts only the configured issuer when it is not Google', () => {
    expect(loadConfig({ AUTH_ISSUER: 'https://id.example.org' }).auth.issuers).toEqual(['https://id.example.org']);
  });

  it('reads numbers and rejects nonsense with the variable name', () => {
    const config = loadConfig({ PORT: '9000', ACCESS_TOKEN_TTL_SECONDS: '60', AUTH_RATE_LIMIT_MAX: '3' });
    expect(config.port).toBe(9000);
    expect(config.auth.accessTokenTtlSeconds).toBe(60);
    expect(config.auth.rateLimit.max).toBe(3);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ AUTH_DEV_LOGIN: 'maybe' })).toThrow(/AUTH_DEV_LOGIN/);
  });

  it('reads the literature sources, all off by default', () => {
    expect(loadConfig({}).literature).toMatchObject({
      openAlex: null,
      crossref: null,
      timeoutMs: 10_000,
      cacheDays: 30,
    });
    const config = loadConfig({
      LITERATURE_CROSSREF_URL: 'https://api.crossref.org',
      LITERATURE_CONTACT_EMAIL: 'ops@example.org',
    });
    expect(config.literature).toMatchObject({
      crossref: { baseUrl: 'https://api.crossref.org' },
      contactEmail: 'ops@example.org',
    });
    expect(Object.isFrozen(config.literature.crossref)).toBe(true);
    expect(() => loadConfig({ LITERATURE_CONTACT_EMAIL: 'nobody' })).toThrow(/LITERATURE_CONTACT_EMAIL/);
  });

  it('derives the model badge from LLM_MODEL', () => {
    const config = loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1:8b' });
    expect(config.llm).toMatchObject({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: null, model: 'llama3.1:8b' });
    expect(config.modelBadge).toMatchObject({ offline: false, family: 'Llama', tier: '8b', model: 'llama3.1:8b' });
  });
});

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['localhost', true],
    ['::1', true],
    ['[::1]', true],
    ['0.0.0.0', false],
    ['192.168.1.4', false],
    ['example.org', false],
  ])('%s → %s', (host, expected) => expect(isLoopback(host)).toBe(expected));
});
