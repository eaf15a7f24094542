import { eq, sql } from 'drizzle-orm';
import { insufficientRoleMessage, roleAllows } from '../../src/domain/workspace-roles';
import { CONVERSION_MESSAGES, NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { mutate } from '../activity/mutate';
import type { Database, Transaction } from '../db/connect';
import { experiments, workflows } from '../db/schema/experiments';
import { ideas } from '../db/schema/ideas';
import { findIdea } from '../ideas/idea-store';
import { noticeConversion } from '../notifications/work-notices';
import type { ConversionDraft } from './conversion-types';

// One idea's conversion, in one transaction: the experiment, its workflow, the idea moved to
// converted and the activity rows commit together or not at all. The idea is read again under a
// row lock, so a status changed meanwhile (or a racing conversion) is refused, never doubled.

export type ConversionResult =
  | { ideaId: string; success: true; experimentId: string; workflowId: string }
  | { ideaId: string; success: false; error: string };

class Refused extends Error {}

export async function convertIdea(
  db: Database,
  userId: string,
  ideaId: string,
  draft: ConversionDraft,
): Promise<ConversionResult> {
  try {
    return await mutate(db, { id: userId }, async (tx, record) => {
      const found = await lockSelectedIdea(tx, userId, ideaId);
      const { experiment, workflow } = await insertDrafts(tx, userId, found.session, ideaId, draft);
      await tx
        .update(ideas)
        .set({ status: 'converted', updatedAt: sql`now()` })
        .where(eq(ideas.id, ideaId));
      const { session } = found;
      const converted = { experimentId: experiment.id, experimentName: experiment.name, ideaTitle: found.idea.title };
      await noticeConversion(tx, { workspaceId: session.workspaceId, actorId: userId, ...converted });
      const metadata = {
        workspaceId: session.workspaceId,
        goalId: session.goalId,
        sessionId: session.id,
        ideaId,
        experimentId: experiment.id,
        workflowId: workflow.id,
        engine: draft.engine,
      };
      record({
        entityType: 'experiment',
        entityId: experiment.id,
        action: 'experiment.created',
        message: `Planned experiment '${experiment.name}'`,
        metadata,
      });
      record({
        entityType: 'workflow',
        entityId: workflow.id,
        action: 'workflow.created',
        message: `Created workflow '${workflow.name}' with ${draft.workflow.definition.nodes.length} steps`,
        metadata,
      });
      record({
        entityType: 'idea',
        entityId: ideaId,
        action: 'idea.converted',
        message: `Converted idea '${found.idea.title}' into an experiment and a workflow`,
        metadata: { ...metadata, from: 'selected', to: 'converted' },
      });
      return { ideaId, success: true, experimentId: experiment.id, workflowId: workflow.id } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return { ideaId, success: false, error: error.message };
    // Two conversions of one idea at once: the unique index lets only the first one in.
    if (isUniqueViolation(error)) return { ideaId, success: false, error: CONVERSION_MESSAGES.alreadyConverted };
    throw error;
  }
}

/**
 * The idea, locked, if the caller may still change it and it is selected; otherwise the reason it
 * cannot convert. The caller's membership is held until the commit.
 */
async function lockSelectedIdea(tx: Transaction, userId: string, ideaId: string) {
  const found = await findIdea(tx, userId, ideaId, { lock: true });
  if (!found) throw new Refused(NOT_FOUND_MESSAGES.idea);
  if (!roleAllows(found.role, 'edit')) throw new Refused(insufficientRoleMessage('edit', found.role));
  const [locked] = await tx.select({ status: ideas.status }).from(ideas).where(eq(ideas.id, ideaId)).for('update');
  if (locked.status === 'converted') throw new Refused(CONVERSION_MESSAGES.alreadyConverted);
  if (locked.status !== 'selected') throw new Refused(CONVERSION_MESSAGES.notSelected(locked.status));
  return found;
}

async function insertDrafts(
  tx: Transaction,
  userId: string,
  session: { id: string; workspaceId: string },
  ideaId: string,
  draft: ConversionDraft,
) {
  const owner = { userId, workspaceId: session.workspaceId, ideaId, engine: draft.engine };
  const [experiment] = await tx
    .insert(experiments)
    .values({ ...owner, sessionId: session.id, ...draft.experiment })
    .returning();
  const [workflow] = await tx
    .insert(workflows)
    .values({ ...owner, experimentId: experiment.id, ...draft.workflow })
    .returning();
  return { experiment, workflow };
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
