import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { CheckTimeout, runCheck, type HealthCheck } from './health-check';

/** The database answers a trivial query. */
export function checkDatabase(db: Database): Promise<HealthCheck> {
  return runCheck(
    async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok', message: 'Database answers' };
    },
    // The driver's own words can name hosts and users: a public answer says only what failed.
    (error) => ({
      status: 'down',
      message: error instanceof CheckTimeout ? `Database ${error.message}` : 'Database unreachable',
    }),
  );
}
