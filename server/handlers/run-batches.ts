import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { permit } from '../access/authorize';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import { HttpError, notFound } from '../http/http-error';
import { checkBatch } from '../runs/batch-validation';
import { applyBatch } from '../runs/batch-writer';
import { metricHistory } from '../runs/metric-history';
import { findRun } from '../runs/run-store';
import type { HandlerMap } from './handler-types';

// Logging to a run in batches, and reading one metric back (docs/product.md, "Runs and metrics").
// A batch is not an activity-log entry: a script may send thousands; the run's creation and end are.

const DEFAULT_MAX_POINTS = 1000;

export function runBatchHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    async logRunBatch(request) {
      const user = requireUser(request);
      const checked = checkBatch(request.body, new Date());
      if (!checked.ok) throw new HttpError(400, 'validation_error', checked.message);
      return mutate(db, user, (tx) => applyBatch(tx, user.id, request.params.runId, checked.batch));
    },

    async getMetricHistory(request) {
      const userId = requireUser(request).id;
      const { run } = permit(await findRun(db, userId, request.params.runId), 'run', 'read');
      const { key } = request.params;
      const history = await metricHistory(db, run.id, key, request.query.maxPoints ?? DEFAULT_MAX_POINTS);
      if (!history) throw notFound(NOT_FOUND_MESSAGES.metric);
      return history;
    },
  };
}
