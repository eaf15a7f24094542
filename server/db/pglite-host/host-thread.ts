import { mkdir } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { serveBackups } from '../backup/serve-backups';
import { controlSocketPath } from '../backup/socket-path';
import type { HostReply, HostRequest, HostStart } from './host-protocol';
import { serveWire } from './wire-server';

// The database host: embedded PGlite on a thread of its own, so its queries (synchronous
// WebAssembly) never hold up the thread that serves HTTP. Everyone reaches it as PostgreSQL
// over a unix socket (docs/architecture.md, "Process model").

const { dataDir, socketPath } = (workerData as { data: HostStart }).data;
const port = parentPort!;
const reply = (message: HostReply) => port.postMessage(message);

try {
  if (dataDir !== 'memory://') await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  const wire = await serveWire(pglite, socketPath);
  // `npm run backup` asks the running host for a consistent dump (server/db/backup).
  const backups = dataDir === 'memory://' ? null : await serveBackups(pglite, controlSocketPath(dataDir));
  port.on('message', (request: HostRequest) => {
    if (request.type !== 'close') return;
    void (async () => {
      await wire.close();
      await backups?.close();
      await pglite.close();
      reply({ type: 'closed' });
    })();
  });
  reply({ type: 'ready' });
} catch (error) {
  reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}
