import { mutate } from '../../activity/mutate';
import { recordAgentRun } from '../../agents/record-agent-run';
import type { Database } from '../../db/connect';
import { noticeCodingEnd } from '../../notifications/work-notices';
import type { VibeSessionRow } from '../vibe-columns';
import type { VibeActivity } from '../vibe-types';
import { activity, updateOpen } from './session-updates';

// A session's end, in one transaction: its final status, the coding agent's run for the agents
// gallery, and the activity-log row. A session cancelled meanwhile is left as the user left it.

export interface Ending {
  status: 'completed' | 'failed';
  /** The idea's title, for the activity log and the agent run's label. */
  title: string;
  error?: string;
  /** e.g. the pull request's file count, for the log message. */
  summary?: string;
  usage: { calls: number; tokens: number };
}

export async function finishSession(db: Database, row: VibeSessionRow, ending: Ending): Promise<boolean> {
  const finishedAt = new Date();
  const startedAt = row.startedAt ?? finishedAt;
  const failed = ending.status === 'failed';
  const activities: VibeActivity[] = failed
    ? [activity('error', ending.error ?? 'The coding session failed'), activity('status', 'Failed')]
    : [activity('status', 'Completed')];
  return mutate(db, { id: row.userId }, async (tx, record) => {
    const changes = { status: ending.status, finishedAt, error: failed ? (ending.error ?? null) : null };
    if (!(await updateOpen(tx, row.id, changes, activities))) return false;
    await noticeCodingEnd(tx, row, ending.title, failed);
    await recordAgentRun(tx, {
      userId: row.userId,
      agent: 'coding-agent',
      startedAt,
      durationMs: finishedAt.getTime() - startedAt.getTime(),
      calls: ending.usage.calls,
      tokens: ending.usage.tokens,
      ok: !failed,
      error: failed ? (ending.error ?? null) : null,
      subject: { kind: 'vibe_session', id: row.id, label: ending.title },
    });
    record({
      entityType: 'idea',
      entityId: row.ideaId,
      action: failed ? 'idea.coding_session_failed' : 'idea.coding_session_completed',
      level: failed ? 'error' : 'info',
      message: failed
        ? `The coding session of idea '${ending.title}' failed: ${ending.error}`
        : `The coding agent finished idea '${ending.title}': ${ending.summary}`,
      metadata: { vibeSessionId: row.id, featureBranch: row.featureBranch },
    });
    return true;
  });
}
