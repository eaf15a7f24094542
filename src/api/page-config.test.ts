// @vitest-environment jsdom
// jsdom: the configuration is read from the page as the browser parsed it.
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PAGE_CONFIG_ELEMENT_ID, pageConfigBlock } from '../domain/page-config';
import { defaultBaseUrl } from './client';
import { readPageConfig } from './page-config';
import { configQueryOptions } from './queries/config';
import type { AppConfig } from './types';

// The server's page carries the app configuration; the development server's page does not.

const server = setupServer();
const config = {
  appName: 'Labforge',
  version: '1.0.0',
  auth: { provider: 'google', googleClientId: null, devLogin: true },
  model: { offline: true, label: 'Offline engine', model: null },
  features: {},
} as unknown as AppConfig;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.getElementById(PAGE_CONFIG_ELEMENT_ID)?.remove();
});
afterAll(() => server.close());

function pageWith(html: string) {
  document.head.insertAdjacentHTML('beforeend', html);
}

describe('readPageConfig', () => {
  it('reads the configuration the server put in the page', () => {
    pageWith(pageConfigBlock(config));
    expect(readPageConfig()).toEqual(config);
  });

  it('reads nothing from a page without it, or with one that does not parse', () => {
    expect(readPageConfig()).toBeUndefined();
    pageWith(`<script type="application/json" id="${PAGE_CONFIG_ELEMENT_ID}">{"auth":</script>`);
    expect(readPageConfig()).toBeUndefined();
  });
});

describe('the configuration query', () => {
  const calls = () => {
    const made: string[] = [];
    server.use(
      http.get(`${defaultBaseUrl()}/v1/config`, () => {
        made.push('config');
        return HttpResponse.json({ ...config, version: 'asked' });
      }),
    );
    return made;
  };

  it('makes no call when the page carries the configuration', async () => {
    pageWith(pageConfigBlock(config));
    const made = calls();
    await expect(new QueryClient().fetchQuery(configQueryOptions())).resolves.toEqual(config);
    expect(made).toEqual([]);
  });

  it('asks GET /v1/config when the page does not', async () => {
    const made = calls();
    await expect(new QueryClient().fetchQuery(configQueryOptions())).resolves.toMatchObject({ version: 'asked' });
    expect(made).toEqual(['config']);
  });
});
