import { asc, eq } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { users } from '../db/schema/auth';
import { goalFeedback } from '../db/schema/coscientist';

// Researchers' feedback on a session, kept with its goal (docs/engine.md, "Researcher feedback"):
// every later round and session of the goal reads it, oldest first.

export type GoalFeedback = components['schemas']['GoalFeedback'];

export async function addGoalFeedback(
  db: Executor,
  input: { goalId: string; sessionId: string; authorId: string; text: string },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(goalFeedback)
    .values(input)
    .returning({ id: goalFeedback.id, createdAt: goalFeedback.createdAt });
  return row;
}

export async function listGoalFeedback(db: Executor, goalId: string): Promise<GoalFeedback[]> {
  const rows = await db
    .select({ feedback: goalFeedback, authorName: users.name })
    .from(goalFeedback)
    .leftJoin(users, eq(users.id, goalFeedback.authorId))
    .where(eq(goalFeedback.goalId, goalId))
    .orderBy(asc(goalFeedback.createdAt), asc(goalFeedback.id));
  return rows.map(({ feedback, authorName }) => ({
    id: feedback.id,
    text: feedback.text,
    authorName,
    sessionId: feedback.sessionId,
    createdAt: feedback.createdAt.toISOString(),
  }));
}

/** What the engine reads: the goal's feedback texts, oldest first. */
export async function goalFeedbackTexts(db: Executor, goalId: string): Promise<string[]> {
  const rows = await db
    .select({ text: goalFeedback.text })
    .from(goalFeedback)
    .where(eq(goalFeedback.goalId, goalId))
    .orderBy(asc(goalFeedback.createdAt), asc(goalFeedback.id));
  return rows.map((r) => r.text);
}
