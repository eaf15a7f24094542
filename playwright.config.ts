import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  APP_PORT,
  APP_URL,
  GITHUB_STUB_PORT,
  GITHUB_STUB_URL,
  GOOGLE_APP_PORT,
  GOOGLE_APP_URL,
  LITERATURE_STUB_PORT,
  LITERATURE_STUB_URL,
  OIDC_PORT,
  OIDC_URL,
} from './tests/e2e/support/urls';

// End-to-end journeys in Debian's Chromium (Playwright's own browser download cannot work here).
// Two app servers on fresh data: one with local sign-in, one verifying Google-style ID tokens
// against a loopback OpenID provider (tests/e2e/support/oidc-stub.ts). The first reads published
// work from a loopback stub of OpenAlex and Crossref (tests/support/literature-stubs/), and its
// coding agent pushes to a bare repository over file:// and opens pull requests on a loopback
// GitHub stand-in (tests/support/github-stub/).
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// E2E_PORT_BASE also gives a run its own data, artifacts and report: two runs in one checkout
// would otherwise delete each other's database (rm -rf below) and traces mid-run.
const runTag = process.env.E2E_PORT_BASE ? `-${process.env.E2E_PORT_BASE}` : '';
const results = (name: string) => `test-results/${name}${runTag}`;
const vibeRemote = resolve(results('e2e-remote.git'));
const GITHUB = { token: 'ghp_e2e_token', repository: 'labforge/experiments' };

const serverEnv = (dataDir: string, extra: Record<string, string> = {}) => ({
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_MAX: '1000',
  AUTH_ACCOUNT_RATE_LIMIT_MAX: '1000',
  ...extra,
});

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: results('e2e-artifacts'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: `${results('playwright')}.json` }]],
  use: {
    baseURL: APP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `rm -rf ${results('e2e-data')} ${vibeRemote} && git init -q --bare ${vibeRemote} && node_modules/.bin/tsx server/server.ts`,
      url: `${APP_URL}/v1/config`,
      // Offline answers at a model's reading pace, so Stop lands mid-answer on a busy machine too.
      env: serverEnv(results('e2e-data'), {
        PORT: String(APP_PORT),
        ASSISTANT_OFFLINE_WORD_MS: '60',
        LITERATURE_OPENALEX_URL: `${LITERATURE_STUB_URL}/openalex`,
        LITERATURE_CROSSREF_URL: `${LITERATURE_STUB_URL}/crossref`,
        LITERATURE_CONTACT_EMAIL: 'e2e@example.org',
        VIBE_GIT_REMOTE: `file://${vibeRemote}`,
        VIBE_GITHUB_API_URL: GITHUB_STUB_URL,
        VIBE_GITHUB_TOKEN: GITHUB.token,
        VIBE_GITHUB_REPOSITORY: GITHUB.repository,
      }),
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'node_modules/.bin/tsx tests/support/literature-stubs/serve.ts',
      url: `${LITERATURE_STUB_URL}/health`,
      env: { LITERATURE_STUB_PORT: String(LITERATURE_STUB_PORT) },
      reuseExistingServer: false,
    },
    {
      command: 'node_modules/.bin/tsx tests/support/github-stub/github-stub-server.ts',
      // Any answer means it listens: without a token it refuses, as GitHub does.
      url: GITHUB_STUB_URL,
      env: {
        PORT: String(GITHUB_STUB_PORT),
        GITHUB_STUB_TOKEN: GITHUB.token,
        GITHUB_STUB_REPOSITORY: GITHUB.repository,
        GITHUB_STUB_GIT_DIR: vibeRemote,
      },
      reuseExistingServer: false,
    },
    {
      command: 'node_modules/.bin/tsx tests/e2e/support/oidc-stub.ts',
      url: `${OIDC_URL}/health`,
      env: { OIDC_STUB_PORT: String(OIDC_PORT) },
      reuseExistingServer: false,
    },
    {
      command: `rm -rf ${results('e2e-data-google')} && node_modules/.bin/tsx server/server.ts`,
      url: `${GOOGLE_APP_URL}/v1/config`,
      env: serverEnv(results('e2e-data-google'), {
        PORT: String(GOOGLE_APP_PORT),
        GOOGLE_CLIENT_ID: 'labforge-e2e-client',
        AUTH_ISSUER: OIDC_URL,
        AUTH_JWKS_URL: `${OIDC_URL}/jwks`,
      }),
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
