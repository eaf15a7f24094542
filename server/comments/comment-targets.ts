import { eq } from 'drizzle-orm';
import type { AccessTarget } from '../access/targets';
import type { Executor } from '../db/connect';
import type { CommentTargetType } from '../db/schema/comments';
import { experiments, workflows } from '../db/schema/experiments';
import { ideas } from '../db/schema/ideas';
import { experimentRuns } from '../db/schema/runs';

// What a comment is on: the access target it is checked against and the name its activity row
// shows.

export const accessTargetOf = (targetType: CommentTargetType, targetId: string): AccessTarget =>
  ({ [targetType]: targetId }) as AccessTarget;

const NAMES = {
  idea: [ideas, ideas.id, ideas.title],
  experiment: [experiments, experiments.id, experiments.name],
  run: [experimentRuns, experimentRuns.id, experimentRuns.name],
  workflow: [workflows, workflows.id, workflows.name],
} as const;

export async function targetName(db: Executor, targetType: CommentTargetType, targetId: string): Promise<string> {
  const [table, id, name] = NAMES[targetType];
  const [row] = await db.select({ name }).from(table).where(eq(id, targetId));
  return row?.name ?? '';
}
