import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import Fastify from 'fastify';
import { buildApp } from '../../server/app';
import type { AppContext } from '../../server/app-context';
import { registerContractRoutes } from '../../server/http/contract-routes';
import { registerErrorHandler } from '../../server/http/error-handler';
import { loadOpenApiDocument } from '../../server/http/openapi-document';
import { featureFlags } from '../../server/handlers/features';
import { createTestApp, errorOf, signIn, testConfig, testDatabase, type TestApp } from '../support/api/harness';
import { DENIED_FEATURES, permissionsOf, UNRECOGNISED_FEATURES } from '../support/api/permissions-policy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /v1/config', () => {
  it('answers the app configuration without sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      appName: 'Labforge',
      version: '0.1.0',
      auth: { provider: 'google', googleClientId: null, devLogin: true },
      features: {
        // Every assistant operation has a handler.
        agentChat: true,
        // Members and invitations are shared work (decision 013, step 2).
        collaboration: true,
        // The SPA ships its dark theme.
        darkMode: true,
        // Every runs operation (runs, metric batches, access tokens) has a handler.
        experimentTracking: true,
        // Every files operation (upload, download) has a handler.
        fileUpload: true,
        // Every visualization operation (the workspace analytics) has a handler.
        visualization: true,
        // No debug sign-in (local sign-in is auth.devLogin), debug mode or made-up data in this build.
        debugAuth: false,
        debugMode: false,
        mockData: false,
      },
      model: { offline: true, family: 'Offline engine', tier: 'built-in', label: 'Offline engine', model: null },
      // No SMTP_URL: e-mail invitations send no notice.
      mail: { configured: false },
    });
  });

  it('turns a feature on when every operation under its tag has a handler, and only then', async () => {
    const contract = {
      paths: {
        '/v1/files': {
          post: { tags: ['files'], operationId: 'uploadFile' },
          get: { tags: ['files'], operationId: 'listFiles' },
        },
        '/v1/runs': { get: { tags: ['runs'], operationId: 'listRuns' } },
      },
    };
    const partly = featureFlags(contract, (id) => id === 'uploadFile');
    expect(partly).toMatchObject({
      fileUpload: false,
      experimentTracking: false,
      collaboration: false,
      agentChat: false,
    });
    const landed = featureFlags(contract, () => true);
    // Landed with handlers: on; a tag still missing from the contract stays off.
    expect(landed).toMatchObject({
      fileUpload: true,
      experimentTracking: true,
      collaboration: false,
      visualization: false,
    });
  });

  it('names the configured model in the badge', async () => {
    const withModel = await createTestApp({
      env: { LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1:8b' },
    });
    try {
      const { model } = (await withModel.app.inject({ method: 'GET', url: '/v1/config' })).json();
      expect(model).toEqual({ offline: false, family: 'Llama', tier: '8b', label: 'Llama 8b', model: 'llama3.1:8b' });
    } finally {
      await withModel.close();
    }
  });
});

describe('the contract', () => {
  it('is served as JSON at /v1/openapi.json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const contract = parse(await readFile(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8'));
    expect(response.json()).toEqual(contract);
  });

  it('answers 501 with an honest message for an operation with no handler', async () => {
    // Every operation has its handler today: the routes are built here with none at all.
    const bare = Fastify();
    registerErrorHandler(bare);
    const ctx = { config: testConfig(), openApi: loadOpenApiDocument() } as unknown as AppContext;
    await registerContractRoutes(bare, ctx, {});
    try {
      const response = await bare.inject({
        method: 'GET',
        url: '/v1/ideas/7f6b2c1e-3a4d-4e5f-8a9b-0c1d2e3f4a5b/vibe/status',
      });
      expect(response.statusCode).toBe(501);
      expect(response.json()).toEqual(
        errorOf(
          "The coding agent's latest session for an idea is not available yet: GET /v1/ideas/{id}/vibe/status arrives with a later release.",
          'not_implemented',
        ),
      );
    } finally {
      await bare.close();
    }
  });

  it('answers a JSON 404 for an unknown /v1 path, even to a browser', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/nothing-here?x=1',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorOf('Not found: GET /v1/nothing-here', 'not_found'));
  });

  it('answers malformed JSON with the error body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/refresh',
      headers: { 'content-type': 'application/json' },
      payload: '{"refresh',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.error).toEqual({ message: expect.any(String), type: 'bad_request' });
  });
});

describe('request bodies', () => {
  it('reads an empty JSON body as no body, as the SPA sends Content-Type on every call', async () => {
    const session = await signIn(t.app);
    const json = { ...session.headers, 'content-type': 'application/json' };
    const { id } = (
      await t.app.inject({ method: 'POST', url: '/v1/workspaces', headers: session.headers, payload: { name: 'x' } })
    ).json();
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/workspaces/${id}`, headers: json })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: json })).json()).toEqual({
      success: true,
    });
  });

  it('requires a required body and refuses undeclared content types instead of skipping validation', async () => {
    const { headers } = await signIn(t.app);
    const none = await t.app.inject({ method: 'POST', url: '/v1/workspaces', headers });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual(errorOf('body: is required', 'validation_error'));
    const text = await t.app.inject({
      method: 'POST',
      url: '/v1/workspaces',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'name',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual(errorOf('Content-Type must be application/json', 'unsupported_media_type'));
  });
});

describe('security headers', () => {
  it('gives API answers the policy for APIs: nothing may load or frame them', async () => {
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/v1/config' }),
      await t.app.inject({ method: 'GET', url: '/v1/workspaces' }),
    ]) {
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('keeps API answers out of every cache, errors too', async () => {
    const { headers } = await signIn(t.app);
    const answers = [
      await t.app.inject({ method: 'GET', url: '/v1/config' }),
      await t.app.inject({ method: 'GET', url: '/v1/workspaces', headers }),
      await t.app.inject({ method: 'GET', url: '/v1/workspaces' }),
      await t.app.inject({ method: 'GET', url: '/v1/workspaces/not-a-uuid', headers }),
      await t.app.inject({ method: 'GET', url: '/v1/nothing-here' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 401, 404, 404]);
    for (const response of answers) {
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('denies every browser feature the app does not use, on API answers and errors', async () => {
    for (const url of ['/v1/config', '/v1/workspaces', '/v1/nothing-here', '/workspaces/list']) {
      const permissions = permissionsOf(await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } }));
      expect(permissions).toEqual(DENIED_FEATURES);
      for (const unknown of UNRECOGNISED_FEATURES) expect(permissions).not.toContain(unknown);
    }
  });
});

describe('5xx', () => {
  it('answers the generic message and logs the real error', async () => {
    const secret = 'connect ECONNREFUSED 10.0.0.5:5432 password=hunter2';
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const opened = await testDatabase();
    const { db } = opened;
    // A database whose reads fail the way a lost connection does, once the app has started
    // (starting reads the recent revocations).
    let failing = false;
    const broken = new Proxy(db, {
      get: (target, key, receiver) =>
        failing && key === 'select'
          ? () => {
              throw new Error(secret);
            }
          : Reflect.get(target, key, receiver),
    });
    const app = await buildApp({
      config: testConfig(),
      database: { ...opened, db: broken, close: async () => {} },
      logger: { level: 'error', stream },
    });
    failing = true;
    try {
      const { headers } = await signIn(app);
      const response = await app.inject({ method: 'GET', url: '/v1/workspaces', headers });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual(errorOf('An unexpected error occurred', 'internal_error'));
      expect(response.body).not.toContain('hunter2');
      expect(lines.join('')).toContain('hunter2');
    } finally {
      await app.close();
    }
  });
});
