import { createHash, randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nextMessage } from '../../threads/next-message';
import { startTsWorker } from '../../threads/ts-worker';
import type { HostReply, HostStart } from './host-protocol';

// Starts the database host thread and answers the connection string that reaches it.

/** A unix socket path is limited to 107 bytes; past that the socket lives under the temp dir. */
const MAX_SOCKET_PATH = 100;
const SOCKET_FILE = '.s.PGSQL.5432';

export interface PgliteHost {
  /** A postgres:// URL whose host is the socket's directory. */
  url: string;
  socketDir: string;
  close(): Promise<void>;
}

/** Beside the data directory, never inside it: PGlite owns every file in there. */
export function socketDirFor(dataDir: string): string {
  if (dataDir === 'memory://') return path.join(tmpdir(), `labforge-db-${randomUUID().slice(0, 8)}`);
  const beside = `${dataDir}.run`;
  if (path.join(beside, SOCKET_FILE).length <= MAX_SOCKET_PATH) return beside;
  return path.join(tmpdir(), `labforge-db-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}`);
}

export function hostUrl(socketDir: string): string {
  return `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`;
}

export async function startPgliteHost(dataDir: string): Promise<PgliteHost> {
  const socketDir = socketDirFor(dataDir);
  await mkdir(socketDir, { recursive: true, mode: 0o700 });
  const start: HostStart = { dataDir, socketPath: path.join(socketDir, SOCKET_FILE) };
  const worker = startTsWorker(new URL('./host-thread.ts', import.meta.url), start, 'labforge-database-host');
  const next = () => nextMessage<HostReply>(worker, 'The database host');
  const first = await next();
  if (first.type === 'failed') {
    await worker.terminate();
    throw new Error(`Could not open the embedded database in ${dataDir}: ${first.message}`);
  }
  let closing: Promise<void> | null = null;
  return {
    url: hostUrl(socketDir),
    socketDir,
    close() {
      closing ??= (async () => {
        const closed = next().catch(() => undefined);
        worker.postMessage({ type: 'close' });
        await closed;
        await worker.terminate();
      })();
      return closing;
    },
  };
}
