import { VIBE_MESSAGES } from '../../src/domain/vibe-status';
import { permit } from '../access/authorize';
import { mutate } from '../activity/mutate';
import { recordAgentRun } from '../agents/record-agent-run';
import type { AuthUser } from '../auth/bearer';
import type { Database } from '../db/connect';
import { HttpError } from '../http/http-error';
import { findVibeSession, markCancelled, type Listed } from '../vibe/vibe-store';

// Cancelling a coding session, in one transaction: the row (guarded by its being unfinished),
// the coding agent's run, which ends here, and the activity-log row. The caller then tells the
// job, wherever it runs; its next write would be refused anyway.

export async function cancelVibeSession(db: Database, user: AuthUser, id: string): Promise<Listed> {
  return mutate(db, user, async (tx, record) => {
    const found = permit(await findVibeSession(tx, user.id, id, true), 'vibeSession', 'edit');
    const row = await markCancelled(tx, id, 'Cancelled by the user');
    if (!row) throw new HttpError(409, 'conflict', VIBE_MESSAGES.finished);
    const finishedAt = row.finishedAt ?? new Date();
    await recordAgentRun(tx, {
      userId: user.id,
      agent: 'coding-agent',
      startedAt: row.startedAt ?? finishedAt,
      durationMs: row.startedAt ? finishedAt.getTime() - row.startedAt.getTime() : 0,
      calls: 0,
      tokens: 0,
      ok: false,
      error: 'Cancelled by the user',
      subject: { kind: 'vibe_session', id, label: found.ideaTitle },
    });
    record({
      entityType: 'idea',
      entityId: row.ideaId,
      action: 'idea.coding_session_cancelled',
      message: `Cancelled the coding session of idea '${found.ideaTitle}'`,
      metadata: { vibeSessionId: id, featureBranch: row.featureBranch },
    });
    return { session: row, ideaTitle: found.ideaTitle };
  });
}
