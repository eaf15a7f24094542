import { experimentTransitionRefusal, type ExperimentStatus } from '../../src/domain/experiment-lifecycle';
import { CONFLICT_MESSAGES } from '../../src/domain/messages';
import { pageToSkipLimit, toPaged } from '../../src/domain/paging';
import { permit } from '../access/authorize';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import { commentCounts } from '../comments/comment-store';
import type { Executor } from '../db/connect';
import {
  experimentBody,
  findExperiment,
  listExperiments,
  setExperimentStatus,
  toExperimentSummary,
  type Experiment,
} from '../experiments/experiment-store';
import { ideaLineage } from '../experiments/idea-lineage';
import { setPrimaryMetric } from '../experiments/primary-metric-update';
import { HttpError } from '../http/http-error';
import { primaryMetricOf } from '../runs/primary-metric';
import { createdByOf, peopleOf } from '../people/user-refs';
import type { HandlerMap } from './handler-types';

// The experiments of the caller's workspaces, one experiment with where it came from, and its
// status moves (docs/product.md, "Experiments").

async function experimentOf(db: Executor, userId: string, id: string): Promise<Experiment> {
  const row = permit(await findExperiment(db, userId, id), 'experiment', 'read');
  const body = experimentBody(row.experiment);
  const people = await peopleOf(db, [row.experiment.userId]);
  return {
    ...toExperimentSummary(row.experiment, row.workspaceName, row.workflowId, row.role),
    ...createdByOf(people, row.experiment),
    ...body,
    primaryMetric: primaryMetricOf(row.experiment, body.metrics),
    idea: await ideaLineage(db, row.experiment.ideaId),
  };
}

const creatorOf = (row: { userId: string }) => row.userId;

export function experimentHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    async listExperiments(request) {
      const userId = requireUser(request).id;
      const { page, pageSize, ...filters } = request.query;
      const { skip, limit } = pageToSkipLimit(page, pageSize);
      const { rows, total } = await listExperiments(db, userId, filters, skip, limit);
      const found = rows.map((r) => r.experiment);
      const people = await peopleOf(db, found.map(creatorOf));
      const comments = await commentCounts(
        db,
        found.map((e) => e.workspaceId),
        'experiment',
        found.map((e) => e.id),
      );
      return toPaged(
        rows.map((r) => ({
          ...toExperimentSummary(r.experiment, r.workspaceName, r.workflowId, r.role),
          ...createdByOf(people, r.experiment),
          commentCount: comments.get(r.experiment.id) ?? 0,
        })),
        total,
        skip,
        limit,
      );
    },

    async getExperiment(request) {
      return experimentOf(db, requireUser(request).id, request.params.experimentId);
    },

    async updateExperimentStatus(request) {
      const user = requireUser(request);
      const { status: to, primaryMetric } = request.body;
      await mutate(db, user, async (tx, record) => {
        const found = permit(
          await findExperiment(tx, user.id, request.params.experimentId, true),
          'experiment',
          'edit',
        );
        if (primaryMetric !== undefined) await setPrimaryMetric(tx, found.experiment, primaryMetric, record);
        if (to === undefined) return;
        const from = found.experiment.status as ExperimentStatus;
        const refusal = experimentTransitionRefusal(from, to);
        if (refusal) throw new HttpError(409, 'conflict', refusal);
        const updated = await setExperimentStatus(tx, found.experiment.id, from, to);
        if (!updated) throw new HttpError(409, 'conflict', CONFLICT_MESSAGES.experimentChanged);
        record({
          entityType: 'experiment',
          entityId: updated.id,
          action: 'experiment.status_changed',
          message: `Moved experiment '${updated.name}' from ${from} to ${to}`,
          metadata: { workspaceId: updated.workspaceId, ideaId: updated.ideaId, from, to },
        });
      });
      return experimentOf(db, user.id, request.params.experimentId);
    },
  };
}
