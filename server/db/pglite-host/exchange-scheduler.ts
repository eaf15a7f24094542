import type { Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { endsExchange, type FrontendMessage } from './frontend-messages';

// Runs the connections' exchanges on PGlite's one backend, one at a time and whole: a
// connection's Parse … Sync never interleaves with another's, and a connection that opened a
// transaction keeps the backend until it ends it (decision 009).

export interface Connection {
  socket: Socket;
  buffer: Buffer;
  started: boolean;
  /** Messages received since the last end of an exchange. */
  partial: FrontendMessage[];
}

interface Exchange {
  connection: Connection;
  messages: FrontendMessage[];
}

export interface ExchangeScheduler {
  submit(connection: Connection, messages: FrontendMessage[]): void;
  /** The connection is gone: drop its waiting exchanges and roll back its open transaction. */
  release(connection: Connection): Promise<void>;
}

export function createExchangeScheduler(pglite: PGlite): ExchangeScheduler {
  const queue: Exchange[] = [];
  /** The connection inside a transaction: only its exchanges may run until it commits. */
  let holder: Connection | null = null;
  let running = false;

  async function drain(): Promise<void> {
    if (running) return;
    running = true;
    try {
      while (true) {
        const index = holder ? queue.findIndex((e) => e.connection === holder) : 0;
        if (index < 0 || queue.length === 0) return;
        const [exchange] = queue.splice(index, 1);
        // PGlite answers SQL errors in the protocol; a throw means the backend itself failed,
        // and the one client waiting on it is told by losing its connection.
        await run(exchange).catch(() => exchange.connection.socket.destroy());
      }
    } finally {
      running = false;
    }
  }

  async function run({ connection, messages }: Exchange): Promise<void> {
    if (connection.socket.destroyed) return;
    const replies: Uint8Array[] = [];
    for (const message of messages) {
      if (message.kind !== 'startup' && message.kind !== 'typed') continue;
      replies.push(await pglite.execProtocolRaw(message.bytes, { syncToFs: endsExchange(message) }));
    }
    holder = pglite.isInTransaction() ? connection : null;
    if (!connection.socket.destroyed) connection.socket.write(Buffer.concat(replies));
  }

  return {
    submit(connection, messages) {
      queue.push({ connection, messages });
      void drain();
    },
    async release(connection) {
      for (let i = queue.length - 1; i >= 0; i--) if (queue[i].connection === connection) queue.splice(i, 1);
      if (holder !== connection) return;
      // A client that vanished mid-transaction must not leave the backend locked or half-written.
      while (running) await new Promise((resolve) => setImmediate(resolve));
      if (holder === connection) {
        await pglite.exec('ROLLBACK').catch(() => {});
        holder = null;
      }
      void drain();
    },
  };
}
