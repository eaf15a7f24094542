import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { createExchangeScheduler, type Connection, type ExchangeScheduler } from './exchange-scheduler';
import { endsExchange, takeMessages } from './frontend-messages';

// PGlite is one backend; this serves it to many PostgreSQL connections at once (the web pool,
// the engine's pool, pg-boss) on a unix socket. Whole exchanges go to the scheduler, so every
// client sees PostgreSQL's usual isolation of a session.

export interface WireServer {
  close(): Promise<void>;
}

/** Frames what a connection sent; an exchange goes to the scheduler once its end arrives. */
function receive(scheduler: ExchangeScheduler, connection: Connection, data: Buffer): void {
  const taken = takeMessages(Buffer.concat([connection.buffer, data]), connection.started);
  connection.buffer = Buffer.from(taken.rest);
  connection.started = taken.started;
  for (const message of taken.messages) {
    if (message.kind === 'ssl-request') connection.socket.write('N');
    else if (message.kind === 'cancel-request') connection.socket.end();
    else if (message.kind === 'typed' && message.type === 'X') connection.socket.end();
    else {
      connection.partial.push(message);
      if (endsExchange(message)) {
        scheduler.submit(connection, connection.partial);
        connection.partial = [];
      }
    }
  }
}

export async function serveWire(pglite: PGlite, socketPath: string): Promise<WireServer> {
  const scheduler = createExchangeScheduler(pglite);
  const sockets = new Set<net.Socket>();
  await rm(socketPath, { force: true });
  const server = net.createServer((socket) => {
    const connection: Connection = { socket, buffer: Buffer.alloc(0), started: false, partial: [] };
    sockets.add(socket);
    socket.on('data', (data) => receive(scheduler, connection, data));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      sockets.delete(socket);
      void scheduler.release(connection);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  // Only this user may reach the database: the socket is the whole of its access control.
  await chmod(socketPath, 0o600);

  return {
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}
