import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import { searchEverything } from '../search/search-store';
import type { HandlerMap } from './handler-types';

// GET /v1/search: what the command palette offers for the text typed so far (search-store.ts).

const DEFAULT_LIMIT = 5;

export function searchHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    async searchEverything(request) {
      const userId = requireUser(request).id;
      // The contract holds q to 1..200 characters with one that is not a space.
      const { q, limit = DEFAULT_LIMIT } = request.query;
      return { results: await searchEverything(db, userId, q.trim(), limit) };
    },
  };
}
