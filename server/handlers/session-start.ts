import { CONFLICT_MESSAGES, REQUEST_MESSAGES } from '../../src/domain/messages';
import { isTerminalSessionStatus } from '../../src/domain/session-status';
import { mutate, type RecordActivity } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { permit } from '../access/authorize';
import { requireUser } from '../auth/bearer';
import type { CoScientist } from '../engine/co-scientist';
import { attachSession, findGoal } from '../goals/goal-store';
import { badRequest, HttpError } from '../http/http-error';
import { sessionConfig } from '../sessions/session-config';
import { insertSession, sessionById, toSession } from '../sessions/session-store';
import type { OperationHandler } from './handler-types';

type SessionRow = Awaited<ReturnType<typeof insertSession>>;
type StartedFor = { workspaceId: string; goalId: string; goalTitle: string };

// Two rows per start: one on the session, one on the goal it now runs for.
function recordStart(
  record: RecordActivity,
  { workspaceId, goalId, goalTitle }: StartedFor,
  session: SessionRow,
  config: ReturnType<typeof sessionConfig>,
): void {
  const metadata = {
    workspaceId,
    goalId,
    engine: session.engine,
    numberOfIdeas: config.numberOfIdeas,
    rounds: config.budget.rounds,
  };
  record({
    entityType: 'session',
    entityId: session.id,
    action: 'session.created',
    message: `Started a Co-Scientist session for '${goalTitle}' (${session.engine} engine)`,
    metadata,
  });
  record({
    entityType: 'goal',
    entityId: goalId,
    action: 'goal.session_started',
    message: `Goal '${goalTitle}' is generating ideas`,
    metadata: { workspaceId, sessionId: session.id },
  });
}

export function startSessionHandler(ctx: AppContext, coScientist: CoScientist): OperationHandler<'startSession'> {
  const { db } = ctx;
  return async (request) => {
    const user = requireUser(request);
    const { id: workspaceId, goalId } = request.params;
    if (request.body.goalId !== goalId) throw badRequest(REQUEST_MESSAGES.goalIdMismatch, 'validation_error');
    const config = sessionConfig(request.body);
    const row = await mutate(db, user, async (tx, record) => {
      const goal = permit(await findGoal(tx, user.id, goalId, { workspaceId, lock: true }), 'goal', 'edit');
      const current = goal.currentSessionId ? await sessionById(tx, goal.currentSessionId) : undefined;
      if (current && !isTerminalSessionStatus(current.status))
        throw new HttpError(409, 'conflict', CONFLICT_MESSAGES.sessionRunning);
      const session = await insertSession(tx, {
        userId: user.id,
        goalId,
        workspaceId,
        engine: coScientist.engine,
        config,
      });
      await attachSession(tx, goalId, session.id);
      recordStart(record, { workspaceId, goalId, goalTitle: goal.title }, session, config);
      return session;
    });
    // After commit: the job names a row that exists. If this fails the session stays queued
    // and the next worker start-up enqueues it.
    await coScientist.begin(row.id);
    return toSession(row);
  };
}
