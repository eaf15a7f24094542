import type { FastifyBaseLogger } from 'fastify';
import { mutate } from '../activity/mutate';
import type { AuthUser } from '../auth/bearer';
import type { Database } from '../db/connect';
import { vibeSessions } from '../db/schema/vibe';
import type { IdeaRow } from '../ideas/idea-store';
import { activity } from '../vibe/job/session-updates';
import { chooseLanguage } from '../vibe/language';
import { featureBranchName } from '../vibe/names';
import type { CodingAgentService } from '../vibe/coding-agent-service';
import { NO_REMOTE } from '../vibe/vibe-columns';
import { isUniqueViolation, latestOfIdea, type Listed } from '../vibe/vibe-store';

// Hands an idea to the coding agent: the session row, its job and the activity-log row commit
// together. While a session of the idea is unfinished, that one is answered instead; two
// triggers racing each other meet at the one-open-session-per-idea index, and the loser answers
// the winner's session.

export async function startVibeSession(
  db: Database,
  codingAgent: CodingAgentService,
  user: AuthUser,
  idea: IdeaRow,
  workspaceId: string,
  customInstructions: string | null,
  log: FastifyBaseLogger,
): Promise<Listed> {
  const open = await latestOfIdea(db, idea.id, true);
  if (open) return open;
  const branch = featureBranchName(idea.title);
  try {
    const session = await mutate(db, user, async (tx, record) => {
      const [row] = await tx
        .insert(vibeSessions)
        .values({
          userId: user.id,
          workspaceId,
          ideaId: idea.id,
          engine: codingAgent.engine.kind,
          engineLabel: codingAgent.engine.label,
          sessionName: branch,
          featureBranch: branch,
          language: chooseLanguage(customInstructions).language,
          customInstructions,
          remote: { ...NO_REMOTE, configured: codingAgent.remoteConfigured },
          activities: [activity('status', 'Queued')],
        })
        .returning();
      await codingAgent.enqueue(row.id, tx);
      record({
        entityType: 'idea',
        entityId: idea.id,
        action: 'idea.coding_session_started',
        message: `Sent idea '${idea.title}' to the coding agent (${codingAgent.engine.label})`,
        metadata: { vibeSessionId: row.id, featureBranch: branch, engine: codingAgent.engine.kind },
      });
      return row;
    });
    // After the commit: a worker must not look for the job before it is there.
    await codingAgent.wake().catch((error: unknown) => log.warn({ err: error }, 'could not wake the coding agent'));
    return { session, ideaTitle: idea.title };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await latestOfIdea(db, idea.id, true);
    if (!winner) throw error;
    return winner;
  }
}
