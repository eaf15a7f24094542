import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { openListenConnection } from './listen-connection';
import { createListenerSet, MAX_PAYLOAD_BYTES, type Notifier } from './notifier';

// LISTEN/NOTIFY on PostgreSQL: one dedicated connection listens for this process; publishing
// goes through any pooled connection. Local listeners hear a publish at once, and the echo that
// comes back over LISTEN is recognised by the instance id and dropped, so each hears it once.

export interface PgNotifierOptions {
  url: string;
  /** Sends a NOTIFY; the app's pool, so publishing needs no connection of its own. */
  query: (text: string, values: unknown[]) => Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export async function createPgNotifier({ url, query, log }: PgNotifierOptions): Promise<Notifier> {
  const instanceId = randomUUID();
  const listeners = createListenerSet();
  const resync = new Set<() => void>();
  let closed = false;
  const connection = await openListenConnection({
    url,
    log,
    channels: listeners.channels,
    onNotification(channel, payload) {
      const bar = payload.indexOf('|');
      if (bar < 0 || payload.slice(0, bar) === instanceId) return;
      listeners.deliver(channel, payload.slice(bar + 1));
    },
    onReconnected: () => [...resync].forEach((listener) => listener()),
  });

  return {
    async publish(channel, payload) {
      if (closed) return;
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`Notification on ${channel} is too large`);
      listeners.deliver(channel, payload);
      await query('SELECT pg_notify($1, $2)', [channel, `${instanceId}|${payload}`]);
    },
    subscribe(channel, listener) {
      const entry = listeners.add(channel, listener);
      if (entry.first) connection.listen(channel);
      return () => {
        if (entry.remove()) connection.unlisten(channel);
      };
    },
    onResync(listener) {
      resync.add(listener);
      return () => resync.delete(listener);
    },
    async close() {
      closed = true;
      await connection.close();
    },
  };
}
