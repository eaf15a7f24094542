import { startLiteratureStub } from './stub-server';

// The literature stub as a process of its own, for Playwright's webServer: `tsx
// tests/support/literature-stubs/serve.ts` with LITERATURE_STUB_PORT set. GET /health answers 200
// once it listens; each source lives under its own prefix (printed below).

const raw = process.env.LITERATURE_STUB_PORT;
const port = Number(raw);
if (!raw || !Number.isInteger(port) || port < 1 || port > 65535) {
  throw new Error(`LITERATURE_STUB_PORT must be a port number, got '${raw ?? ''}'`);
}

const stub = await startLiteratureStub({ port });
const urls = Object.entries(stub.baseUrls).map(([source, url]) => `  ${source}: ${url}`);
console.log(`literature stub on ${stub.url}\n${urls.join('\n')}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stub.close().finally(() => process.exit(0)));
}
