import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { JobMeta } from '../../jobs/job-queue';
import { finishSession } from './finish-session';
import { VibeAborted, type JobRun, type VibeJobDeps } from './job-run';
import { runSession } from './run-session';
import { activity, loadSessionRow, OPEN_STATUSES, updateOpen } from './session-updates';

// A coding session as a job of the coding-agent queue (one job per session, its id the
// session's). A cancelled session's job stops at its next step and keeps what it committed; a
// server stopping hands the job back to the queue; any other failure is retried, and the last
// try fails the session with the reason.

export interface VibeJob {
  vibeSessionId: string;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

export function createVibeRunner(deps: VibeJobDeps) {
  const running = new Map<string, AbortController>();

  async function runJob(job: VibeJob, meta: JobMeta): Promise<void> {
    // PGlite answers on this thread: yield, so a session never runs as one chain of microtasks.
    await yieldToEventLoop();
    const row = await loadSessionRow(deps.db, job.vibeSessionId);
    if (!row || !(OPEN_STATUSES as readonly string[]).includes(row.status)) return;
    const controller = new AbortController();
    running.set(row.id, controller);
    let current: JobRun | null = null;
    try {
      await runSession(deps, row, controller.signal, (run) => (current = run));
    } catch (error) {
      const aborted = controller.signal.aborted ? controller.signal.reason : error;
      if (aborted instanceof VibeAborted && aborted.reason === 'cancelled') return;
      if (aborted instanceof VibeAborted) throw aborted;
      const run = current as JobRun | null;
      if (meta.retryCount < meta.retryLimit) {
        deps.log.warn({ err: error, vibeSessionId: row.id }, 'a coding session failed a try; it is retried');
        const message = `Try ${meta.retryCount + 1} failed: ${messageOf(error)}. Trying again.`;
        await updateOpen(deps.db, row.id, {}, [activity('error', message)]).catch(() => {});
        throw error;
      }
      deps.log.error({ err: error, vibeSessionId: row.id }, 'a coding session failed');
      // What it committed stays downloadable from another host; a store that fails too is logged.
      await run?.saveRepository().catch((saveError: unknown) => {
        deps.log.warn({ err: saveError, vibeSessionId: row.id }, 'could not store the repository of a failed session');
      });
      await finishSession(deps.db, run?.row ?? row, {
        status: 'failed',
        title: run?.brief.title ?? row.sessionName,
        error: messageOf(error),
        usage: run?.usage ?? { calls: 0, tokens: 0 },
      });
    } finally {
      if (running.get(row.id) === controller) running.delete(row.id);
    }
  }

  return {
    runJob,
    /** Stops a cancelled session's job at once; its writes would be refused anyway. */
    abort(vibeSessionId: string) {
      running.get(vibeSessionId)?.abort(new VibeAborted('cancelled'));
    },
    abortAll() {
      for (const controller of running.values()) controller.abort(new VibeAborted('shutdown'));
    },
  };
}
