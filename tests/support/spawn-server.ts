// The real `npm start` process (server/server.ts) in any role, for tests and benches that
// exercise the process model itself rather than an app built in their own thread.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface SpawnedServer {
  /** The HTTP origin; null for ROLE=worker, which serves none. */
  url: string | null;
  process: ChildProcess;
  /** Every log line so far (pino JSON), for asserting what a process said. */
  lines: string[];
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const READY = /Server listening at (http:\/\/127\.0\.0\.1:\d+)|engine worker running/;

/** Starts the server with `env` over defaults (an embedded database in a temp DATA_DIR). */
export async function spawnServer(env: Record<string, string> = {}): Promise<SpawnedServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'labforge-proc-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT_MAX: '1000000',
      AUTH_ACCOUNT_RATE_LIMIT_MAX: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const output = createInterface({ input: child.stdout! });
  createInterface({ input: child.stderr! }).on('line', (line) => lines.push(line));
  const url = await new Promise<string | null>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 60 s:\n${lines.join('\n')}`)), 60_000);
    output.on('line', (line) => {
      lines.push(line);
      const ready = READY.exec(line);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1] ?? null);
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`server exited with ${code} before it was ready:\n${lines.join('\n')}`)),
    );
  });
  return {
    url,
    process: child,
    lines,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
