import { countDistinct, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { engineWorkers } from '../db/schema/runtime';
import { DEAD_AFTER_SECONDS } from '../jobs/worker-liveness';
import { CheckTimeout, runCheck, type HealthCheck } from './health-check';

/**
 * Some engine worker, in this process or any other on the database, beat recently: queued
 * sessions will run. A web-only process is ready when workers elsewhere are.
 */
export function checkWorkers(db: Database): Promise<HealthCheck> {
  return runCheck(
    async () => {
      // Each queue whose jobs are claimed beats on its own; a process is one worker however many it runs.
      const [{ live }] = await db
        .select({ live: countDistinct(sql`${engineWorkers.host} || ':' || ${engineWorkers.pid}`) })
        .from(engineWorkers)
        .where(gt(engineWorkers.heartbeatAt, sql`now() - make_interval(secs => ${DEAD_AFTER_SECONDS})`));
      return live > 0
        ? { status: 'ok', message: `${live} engine worker${live === 1 ? '' : 's'} running` }
        : {
            status: 'degraded',
            message: `No engine workers running: none beat in the last ${DEAD_AFTER_SECONDS} s, so sessions wait in the queue`,
          };
    },
    (error) => ({
      status: 'down',
      message:
        error instanceof CheckTimeout
          ? `Engine workers unknown: the database ${error.message}`
          : 'Engine workers unknown: the database is unreachable',
    }),
  );
}
