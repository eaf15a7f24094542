import { and, desc, eq } from 'drizzle-orm';
import { experimentMetricsSchema, experimentPlanSchema } from '../../conversion/conversion-schemas';
import { readJsonColumn } from '../../db/corrupt-row';
import type { Executor } from '../../db/connect';
import { goals } from '../../db/schema/coscientist';
import { experiments, workflows } from '../../db/schema/experiments';
import { listAttached } from '../../datasets/idea-datasets';
import { ideaDetailsOf } from '../../engine/engine-store';
import { findIdea } from '../../ideas/idea-store';
import { workflowDefinitionSchema } from '../../conversion/conversion-schemas';
import type { VibeBrief } from '../vibe-types';
import { workflowSteps } from './workflow-order';

// Everything the coding agent is told about an idea, read once when its job starts: the idea and
// its details, the goal it answers, the experiment and workflow it was converted into (when it
// was), the datasets attached to it and the user's instructions. Null when the idea is gone.

export interface BriefRequest {
  userId: string;
  ideaId: string;
  customInstructions: string | null;
}

const percent = (p: number) => `${Math.round(p * 100)}%`;

export async function loadBrief(db: Executor, request: BriefRequest): Promise<VibeBrief | null> {
  const found = await findIdea(db, request.userId, request.ideaId);
  if (!found) return null;
  const { idea, session } = found;
  const details = ideaDetailsOf(idea);
  const [goal] = await db
    .select({ title: goals.title, description: goals.description })
    .from(goals)
    .where(eq(goals.id, session.goalId));
  const attached = await listAttached(db, idea.id);
  return {
    ideaId: idea.id,
    title: idea.title,
    summary: idea.summary,
    goal: [goal?.title, goal?.description].filter(Boolean).join('\n\n'),
    methodology: details.methodology,
    expectedOutcomes: details.expectedOutcomes,
    resources: details.resources.map((r) => `${r.name} (${r.type}${r.cost > 0 ? `, cost ${r.cost}` : ''})`),
    risks: details.risks.map((r) => `${r.risk} (probability ${percent(r.probability)})`),
    ...(await convertedParts(db, request.userId, idea.id)),
    datasets: attached.map(({ dataset }) => ({
      id: dataset.id,
      name: dataset.name,
      format: dataset.formats[0] ?? null,
      url: dataset.landingUrl,
    })),
    customInstructions: request.customInstructions,
  };
}

/** The experiment and workflow conversion wrote for the idea, or nulls when it was not converted. */
async function convertedParts(
  db: Executor,
  userId: string,
  ideaId: string,
): Promise<Pick<VibeBrief, 'experiment' | 'workflow'>> {
  const [experiment] = await db
    .select()
    .from(experiments)
    .where(and(eq(experiments.ideaId, ideaId), eq(experiments.userId, userId)));
  if (!experiment) return { experiment: null, workflow: null };
  const where = { table: 'experiments', id: experiment.id };
  const [workflow] = await db
    .select()
    .from(workflows)
    .where(and(eq(workflows.experimentId, experiment.id), eq(workflows.userId, userId)))
    .orderBy(desc(workflows.createdAt))
    .limit(1);
  return {
    experiment: {
      id: experiment.id,
      name: experiment.name,
      metrics: readJsonColumn(experimentMetricsSchema, experiment.metrics, { ...where, column: 'metrics' }).map(
        (m) => m.name,
      ),
      plan: readJsonColumn(experimentPlanSchema, experiment.plan, { ...where, column: 'plan' }),
    },
    workflow: workflow
      ? {
          name: workflow.name,
          steps: workflowSteps(
            readJsonColumn(workflowDefinitionSchema, workflow.definition, {
              table: 'workflows',
              id: workflow.id,
              column: 'definition',
            }),
          ),
        }
      : null,
  };
}
