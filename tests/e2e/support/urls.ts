// Where the end-to-end servers listen (playwright.config.ts starts them). E2E_PORT_BASE moves all
// five, so two runs on one machine (a CI check beside a developer's run) don't collide.
const base = Number(process.env.E2E_PORT_BASE ?? 4173);
export const APP_PORT = base;
export const GOOGLE_APP_PORT = base + 1;
export const OIDC_PORT = base + 2;
export const LITERATURE_STUB_PORT = base + 3;
export const GITHUB_STUB_PORT = base + 4;
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
export const GOOGLE_APP_URL = `http://127.0.0.1:${GOOGLE_APP_PORT}`;
export const OIDC_URL = `http://127.0.0.1:${OIDC_PORT}`;
export const LITERATURE_STUB_URL = `http://127.0.0.1:${LITERATURE_STUB_PORT}`;
export const GITHUB_STUB_URL = `http://127.0.0.1:${GITHUB_STUB_PORT}`;
