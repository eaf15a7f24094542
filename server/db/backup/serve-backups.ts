import { chmod, lstat, rm } from 'node:fs/promises';
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { DUMP_COMMAND, controlAnswers } from './control-client';
import { consistentDump } from './consistent-dump';
import { ensureSocketDir } from './socket-path';

// The running app's side of `npm run backup`: only the thread that holds PGlite may read its
// directory, so it makes the dump and hands it over a unix socket. Protocol: the client sends
// `DUMP\n` and receives a gzip tarball, then the end of the stream; anything else gets
// `ERR <reason>\n` and the connection closes.

const MAX_COMMAND_BYTES = 64;
const COMMAND_TIMEOUT_MS = 10_000;

export interface BackupServer {
  close(): Promise<void>;
}

export async function serveBackups(pglite: PGlite, socketPath: string): Promise<BackupServer> {
  await ensureSocketDir(socketPath);
  await removeStaleSocket(socketPath);
  const sockets = new Set<net.Socket>();
  const dumping = new Set<Promise<void>>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setTimeout(COMMAND_TIMEOUT_MS, () => socket.destroy());
    let received = Buffer.alloc(0);
    const onData = (data: Buffer) => {
      received = Buffer.concat([received, data]);
      const newline = received.indexOf(0x0a);
      if (newline < 0) {
        if (received.length > MAX_COMMAND_BYTES) socket.end(`ERR expected ${DUMP_COMMAND}\n`);
        return;
      }
      socket.off('data', onData);
      socket.setTimeout(0); // a large database takes a while to dump
      const command = received.subarray(0, newline).toString('utf8').replace(/\r$/, '');
      if (command !== DUMP_COMMAND) {
        socket.end(`ERR unknown command, expected ${DUMP_COMMAND}\n`);
        return;
      }
      const done = consistentDump(pglite).then(
        (dump) => void socket.end(dump),
        (error: Error) => void socket.end(`ERR dump failed: ${error.message.replace(/\s+/g, ' ')}\n`),
      );
      dumping.add(done);
      void done.finally(() => dumping.delete(done));
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  // Whoever reaches the socket gets the whole database: this user only (its directory is 0700 too).
  await chmod(socketPath, 0o600);

  let closing: Promise<void> | null = null;
  return {
    close() {
      closing ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // A dump under way is finished and delivered; idle connections are dropped.
        await Promise.allSettled([...dumping]);
        for (const socket of sockets) socket.destroy();
        await closed;
        await rm(socketPath, { force: true });
      })();
      return closing;
    },
  };
}

/** A socket file nobody answers on is left by a process that died; one that answers is not ours to take. */
async function removeStaleSocket(socketPath: string): Promise<void> {
  const stat = await lstat(socketPath).catch(() => null);
  if (!stat) return;
  if (!stat.isSocket())
    throw new Error(`${socketPath} exists and is not a socket: remove it or move the data directory`);
  if (await controlAnswers(socketPath)) {
    throw new Error(
      `Another process answers on ${socketPath}: it has this database open (a running Labforge, or npm run backup)`,
    );
  }
  await rm(socketPath, { force: true });
}
