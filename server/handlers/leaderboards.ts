import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { pageToSkipLimit, toPaged } from '../../src/domain/paging';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import { notFound } from '../http/http-error';
import { mostLoggedKey, newestLoggedPrimary } from '../runs/default-metric';
import { ideaLeaderboard } from '../runs/idea-leaderboard';
import { defaultMetricDirection } from '../../src/domain/metric-direction';
import { declaredDirections, directionFor } from '../runs/metric-direction';
import { hasMetric, metricLeaderboard } from '../runs/metric-leaderboard';
import { listMetricKeys } from '../runs/metric-keys';
import type { HandlerMap } from './handler-types';

// Boards across the caller's experiments and workspaces (docs/product.md, "Leaderboards"): one per
// metric, runs ranked by their best value, and one of ideas across every session by Elo.

export function leaderboardHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    async listLeaderboardMetrics(request) {
      const userId = requireUser(request).id;
      const [keys, directions, primary] = await Promise.all([
        listMetricKeys(db, userId),
        declaredDirections(db, userId),
        newestLoggedPrimary(db, userId),
      ]);
      return {
        items: keys.map(({ key, runCount }) => ({
          key,
          runCount,
          direction: directions.get(key) ?? defaultMetricDirection(key),
        })),
        defaultKey: primary ?? mostLoggedKey(keys),
      };
    },

    async getMetricLeaderboard(request) {
      const userId = requireUser(request).id;
      const { key } = request.params;
      const { page, pageSize, direction: asked, ...filters } = request.query;
      const direction = asked ?? (await directionFor(db, userId, key));
      const { skip, limit } = pageToSkipLimit(page, pageSize);
      const board = await metricLeaderboard(db, userId, key, direction, filters, skip, limit);
      // A key none of the caller's runs logged has no board, as another user's object has none;
      // only an empty page needs asking.
      if (board.total === 0 && !(await hasMetric(db, userId, key))) throw notFound(NOT_FOUND_MESSAGES.metric);
      const paged = { ...toPaged(board.rows, board.total, skip, limit), hasMore: board.hasMore };
      return { key, direction, ...paged, ...(board.estimated && { totalEstimated: true as const }) };
    },

    async getIdeaLeaderboard(request) {
      const userId = requireUser(request).id;
      const { page, pageSize, workspaceId } = request.query;
      const { skip, limit } = pageToSkipLimit(page, pageSize);
      const { rows, total } = await ideaLeaderboard(db, userId, workspaceId, skip, limit);
      return toPaged(rows, total, skip, limit);
    },
  };
}
