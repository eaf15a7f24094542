import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { mutate } from '../activity/mutate';
import { recordAgentRun, type AgentRunRecord } from '../agents/record-agent-run';
import type { Database } from '../db/connect';
import { sessions } from '../db/schema/coscientist';
import type { JobMeta } from '../jobs/job-queue';
import { noticeSessionEnd } from '../notifications/work-notices';
import type { SessionRow } from './engine-store';

// The session-row changes the runner makes around a step: started, retried, failed for good.

export async function markRunning(db: Database, session: SessionRow): Promise<SessionRow> {
  return mutate(db, { id: session.userId }, async (tx, record) => {
    const [row] = await tx
      .update(sessions)
      .set({ status: 'running', startedAt: sql`coalesce(${sessions.startedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(sessions.id, session.id))
      .returning();
    record({
      entityType: 'session',
      entityId: session.id,
      action: 'session.started',
      message: `Session started on the ${session.engine} engine`,
      metadata: { workspaceId: session.workspaceId, goalId: session.goalId },
    });
    return row;
  });
}

export async function recordFailure(
  db: Database,
  log: FastifyBaseLogger,
  session: SessionRow,
  step: string,
  error: unknown,
  meta: JobMeta,
  /** The failed attempt as an agent run, recorded once: with the last attempt, not each retry. */
  failedRun?: (message: string) => AgentRunRecord,
): Promise<void> {
  const detail = (error instanceof Error ? error.message : String(error)).slice(0, 300);
  const last = meta.retryCount >= meta.retryLimit;
  log.warn(
    { err: error, sessionId: session.id, step },
    last ? 'session step failed for good' : 'session step failed, retrying',
  );
  const metadata = { workspaceId: session.workspaceId, goalId: session.goalId, step, attempt: meta.retryCount + 1 };
  await mutate(db, { id: session.userId }, async (tx, record) => {
    if (last) {
      const message = `Step ${step} failed after ${meta.retryCount + 1} attempts: ${detail}`;
      const [row] = await tx
        .update(sessions)
        .set({
          status: 'failed',
          error: message,
          finishedAt: sql`now()`,
          updatedAt: sql`now()`,
          progress: sql`${sessions.progress} || jsonb_build_object('phase', 'failed', 'activity', ${message}::text)`,
        })
        .where(eq(sessions.id, session.id))
        .returning();
      if (row) {
        record({
          entityType: 'session',
          entityId: session.id,
          action: 'session.failed',
          level: 'error',
          message,
          metadata,
        });
        if (failedRun) await recordAgentRun(tx, failedRun(message));
        await noticeSessionEnd(tx, session, true);
      }
    } else {
      record({
        entityType: 'session',
        entityId: session.id,
        action: 'session.step_retried',
        level: 'warning',
        message: `Step ${step} failed and will be retried: ${detail}`,
        metadata,
      });
    }
  });
}
