// A real Labforge server on a throwaway in-memory database and a free loopback port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';

export interface BenchServer {
  app: FastifyInstance;
  url: string;
  close: () => Promise<void>;
}

export async function startBenchServer(): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'labforge-bench-'));
  const config = loadConfig({
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'memory://',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    AUTH_RATE_LIMIT_MAX: '1000000',
  });
  const app = await buildApp({ config, logger: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    url,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
