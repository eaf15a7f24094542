import type { FastifyReply } from 'fastify';
import { matchesToCsv } from '../../src/domain/match-export';
import { pageToSkipLimit, toPaged } from '../../src/domain/paging';
import type { AppContext } from '../app-context';
import { authorize } from '../access/authorize';
import { requireUser } from '../auth/bearer';
import type { Executor } from '../db/connect';
import { contentDisposition } from '../files/file-names';
import { findIdeaRow } from '../matches/idea-row';
import {
  allMatches,
  eloSteps,
  listMatches,
  matchesWhere,
  matchIdeas,
  type MatchFilters,
  type MatchRow,
} from '../matches/match-store';
import { eloHistory, toMatch } from '../matches/match-view';
import type { HandlerMap } from './handler-types';

// The tournament's matches, auditable (docs/product.md, "Matches"): a session's, filtered and paged;
// one idea's with its Elo over time; and a session's as CSV or JSON. Read access is decided once,
// on the session or the idea; the matches are then read by the session's id.

const DEFAULT_MATCH_PAGE_SIZE = 20;

async function withIdeas(db: Executor, sessionId: string, rows: MatchRow[]) {
  const ids = [...new Set(rows.flatMap((r) => [r.ideaA, r.ideaB]))];
  const ideas = await matchIdeas(db, sessionId, ids);
  return rows.map((row) => toMatch(row, ideas));
}

const filtersOf = (query: MatchFilters): MatchFilters => ({
  round: query.round,
  ideaId: query.ideaId,
  agreement: query.agreement,
  judge: query.judge,
});

function sendExport(reply: FastifyReply, name: string, mediaType: string, body: string) {
  reply
    .header('content-type', mediaType)
    .header('content-disposition', contentDisposition(name))
    .header('cache-control', 'private, no-cache');
  // Bytes, not a JSON body: the contract declares the file's media type for this answer.
  return Buffer.from(body, 'utf8') as never;
}

export function matchHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    async listSessionMatches(request) {
      const userId = requireUser(request).id;
      await authorize(db, userId, { session: request.params.id }, 'read');
      const { skip, limit } = pageToSkipLimit(request.query.page, request.query.pageSize ?? DEFAULT_MATCH_PAGE_SIZE);
      const where = matchesWhere(request.params.id, filtersOf(request.query));
      const { rows, total } = await listMatches(db, where, skip, limit);
      return toPaged(await withIdeas(db, request.params.id, rows), total, skip, limit);
    },

    async exportSessionMatches(request, reply) {
      const userId = requireUser(request).id;
      const sessionId = request.params.id;
      await authorize(db, userId, { session: sessionId }, 'read');
      const items = await withIdeas(
        db,
        sessionId,
        await allMatches(db, matchesWhere(sessionId, filtersOf(request.query))),
      );
      const name = `matches-session-${sessionId.slice(0, 8)}`;
      if (request.query.format === 'csv')
        return sendExport(reply, `${name}.csv`, 'text/csv; charset=utf-8', matchesToCsv(items));
      const json = JSON.stringify({ sessionId, exportedAt: new Date().toISOString(), items }, null, 2);
      return sendExport(reply, `${name}.json`, 'application/json; charset=utf-8', json);
    },

    async listIdeaMatches(request) {
      const userId = requireUser(request).id;
      await authorize(db, userId, { idea: request.params.id }, 'read');
      const idea = await findIdeaRow(db, request.params.id);
      const { skip, limit } = pageToSkipLimit(request.query.page, request.query.pageSize ?? DEFAULT_MATCH_PAGE_SIZE);
      const where = matchesWhere(idea.sessionId, { ideaId: idea.id });
      const [{ rows, total }, steps] = await Promise.all([
        listMatches(db, where, skip, limit),
        eloSteps(db, idea.sessionId, idea.id),
      ]);
      const page = toPaged(await withIdeas(db, idea.sessionId, rows), total, skip, limit);
      return { ...page, eloHistory: eloHistory(idea.id, steps) };
    },
  };
}
