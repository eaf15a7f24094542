// Messages between the database host thread and the thread that started it.

export interface HostStart {
  /** A PGlite data directory, or 'memory://'. */
  dataDir: string;
  /** Where the host listens: `<dir>/.s.PGSQL.5432`, so PostgreSQL clients find it by directory. */
  socketPath: string;
}

export type HostRequest = { type: 'close' };
export type HostReply = { type: 'ready' } | { type: 'closed' } | { type: 'failed'; message: string };
