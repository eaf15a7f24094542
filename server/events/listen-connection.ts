import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

// The one PostgreSQL connection a process listens on. It LISTENs to every channel asked for,
// and when the connection drops it reconnects with backoff, listens again and says so: the
// notifications sent in between are gone, so the caller resyncs.

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;

export interface ListenConnection {
  listen(channel: string): void;
  unlisten(channel: string): void;
  close(): Promise<void>;
}

export interface ListenOptions {
  url: string;
  /** Channels to listen to again after a reconnect. */
  channels: () => string[];
  onNotification: (channel: string, payload: string) => void;
  onReconnected: () => void;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

export async function openListenConnection(options: ListenOptions): Promise<ListenConnection> {
  let client: pg.Client | null = null;
  let closed = false;
  let backoff = RECONNECT_MIN_MS;
  // One command at a time on the connection: pg queues them, but warns when asked to.
  let commands: Promise<unknown> = Promise.resolve();
  const command = (text: string) => {
    commands = commands.then(() => client?.query(text)).catch(() => {});
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.url });
    next.on('notification', ({ channel, payload = '' }) => options.onNotification(channel, payload));
    next.on('error', () => {}); // 'end' follows; reconnecting is handled there
    next.on('end', () => {
      if (client === next) client = null;
      if (!closed) scheduleReconnect();
    });
    await next.connect();
    for (const channel of options.channels()) await next.query(`LISTEN ${quote(channel)}`);
    client = next;
    backoff = RECONNECT_MIN_MS;
  }

  function scheduleReconnect(): void {
    setTimeout(() => {
      if (closed) return;
      connect().then(options.onReconnected, (error: unknown) => {
        options.log.warn({ err: error }, 'live events: reconnecting to PostgreSQL failed; retrying');
        backoff = Math.min(backoff * 2, RECONNECT_MAX_MS);
        scheduleReconnect();
      });
    }, backoff).unref();
  }

  await connect();
  return {
    listen: (channel) => command(`LISTEN ${quote(channel)}`),
    unlisten: (channel) => command(`UNLISTEN ${quote(channel)}`),
    async close() {
      closed = true;
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
