import type { ServerConfig } from '../config';
import type { Database } from '../db/connect';
import { checkDatabase } from './database-check';
import type { HealthStatus, Readiness } from './health-check';
import { checkModel } from './model-check';
import { sandboxWarnings } from './sandbox-check';
import { checkWorkers } from './workers-check';

/** Every check runs now and in parallel, so the answer takes as long as the slowest, at most its timeout. */
export async function readiness(db: Database, config: Pick<ServerConfig, 'llm' | 'vibe'>): Promise<Readiness> {
  const [database, workers, model, warnings] = await Promise.all([
    checkDatabase(db),
    checkWorkers(db),
    checkModel(config.llm),
    sandboxWarnings(config.vibe),
  ]);
  const report: Readiness = {
    status: overall(database.status, [workers.status, model.status]),
    checks: { database, workers, model },
  };
  // Warnings leave the server ready: a load balancer keeps sending it requests.
  return warnings.length > 0 ? { ...report, warnings } : report;
}

// Without the database nothing works; without workers or the model, part of the product does.
function overall(database: HealthStatus, others: HealthStatus[]): HealthStatus {
  if (database !== 'ok') return 'down';
  return others.every((s) => s === 'ok') ? 'ok' : 'degraded';
}
