import { eq } from 'drizzle-orm';
import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { JUDGEMENT_MESSAGES } from '../../src/domain/researcher-judgement';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { authorize } from '../access/authorize';
import { requireUser } from '../auth/bearer';
import type { Executor } from '../db/connect';
import { sessions } from '../db/schema/coscientist';
import { ideas } from '../db/schema/ideas';
import { HttpError, notFound } from '../http/http-error';
import { toIdea } from '../ideas/idea-store';
import { addGoalFeedback, listGoalFeedback } from '../judgement/goal-feedback';
import { writeHumanVerdict } from '../judgement/human-verdict';
import { feedbackInput, reviewInput, verdictInput } from '../judgement/judgement-input';
import { saveResearcherReview } from '../judgement/researcher-review';
import { reviewsWithAuthors } from '../judgement/review-rows';
import type { HandlerMap } from './handler-types';

// The researcher in the loop (docs/product.md, "Your review, your verdicts, your feedback"): a
// review of an idea, a verdict on a pair, feedback on a session. Each is an edit of the workspace
// the idea or session belongs to (docs/decisions/013-workspace-permissions.md); reading the
// feedback is a read.

async function sessionRow(db: Executor, id: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  if (!row) throw notFound(NOT_FOUND_MESSAGES.session);
  return row;
}

type Db = AppContext['db'];

const reviewIdea = (db: Db): HandlerMap['reviewIdea'] =>
  async function reviewIdea(request) {
    const user = requireUser(request);
    const input = reviewInput(request.body);
    const id = request.params.id;
    const idea = await mutate(db, user, async (tx, record) => {
      await authorize(tx, user.id, { idea: id }, 'edit', { lock: true });
      const [row] = await tx.select().from(ideas).where(eq(ideas.id, id));
      if (!row) throw notFound(NOT_FOUND_MESSAGES.idea);
      const session = await sessionRow(tx, row.sessionId);
      const outcome = await saveResearcherReview(tx, row, user.id, input);
      record({
        entityType: 'idea',
        entityId: row.id,
        action: 'idea.reviewed_by_you',
        message: `${outcome === 'replaced' ? 'Rewrote' : 'Wrote'} your review of idea '${row.title}'`,
        metadata: {
          workspaceId: session.workspaceId,
          goalId: session.goalId,
          sessionId: session.id,
          ...input.criteria,
        },
      });
      return { row, session };
    });
    return toIdea(idea.row, idea.session, await reviewsWithAuthors(db, idea.row.id));
  };

const judgeIdeaPair = (db: Db): HandlerMap['judgeIdeaPair'] =>
  async function judgeIdeaPair(request, reply) {
    const user = requireUser(request);
    const { weight, reason } = verdictInput(request.body);
    const id = request.params.id;
    const verdict = await mutate(db, user, async (tx, record) => {
      await authorize(tx, user.id, { session: id }, 'edit', { lock: true });
      const session = await sessionRow(tx, id);
      const { preferredId, otherId } = request.body;
      const written = await writeHumanVerdict(tx, session, {
        preferredId,
        otherId,
        reason,
        weight,
        judgedBy: user.id,
      });
      record({
        entityType: 'session',
        entityId: session.id,
        action: 'session.pair_judged',
        message: `Preferred idea '${written.preferred.title}' over '${written.other.title}'`,
        metadata: { workspaceId: session.workspaceId, goalId: session.goalId, matchId: written.matchId, weight },
      });
      return written;
    });
    reply.code(201);
    return { ...verdict, weight, reason };
  };

const feedbackHandlers = (db: Db): HandlerMap => ({
  async listSessionFeedback(request) {
    const user = requireUser(request);
    await authorize(db, user.id, { session: request.params.id }, 'read');
    const session = await sessionRow(db, request.params.id);
    return { items: await listGoalFeedback(db, session.goalId) };
  },

  async addSessionFeedback(request, reply) {
    const user = requireUser(request);
    const text = feedbackInput(request.body);
    const id = request.params.id;
    const added = await mutate(db, user, async (tx, record) => {
      await authorize(tx, user.id, { session: id }, 'edit', { lock: true });
      const session = await sessionRow(tx, id);
      if (session.status === 'queued') throw new HttpError(409, 'conflict', JUDGEMENT_MESSAGES.sessionNotStarted);
      const row = await addGoalFeedback(tx, { goalId: session.goalId, sessionId: id, authorId: user.id, text });
      record({
        entityType: 'session',
        entityId: session.id,
        action: 'session.feedback_given',
        message: `Gave feedback on the goal's sessions: '${text}'`,
        metadata: { workspaceId: session.workspaceId, goalId: session.goalId },
      });
      return { ...row, goalId: session.goalId };
    });
    reply.code(201);
    const listed = await listGoalFeedback(db, added.goalId);
    return listed.find((f) => f.id === added.id)!;
  },
});

export function researcherJudgementHandlers(ctx: AppContext): HandlerMap {
  return { reviewIdea: reviewIdea(ctx.db), judgeIdeaPair: judgeIdeaPair(ctx.db), ...feedbackHandlers(ctx.db) };
}
