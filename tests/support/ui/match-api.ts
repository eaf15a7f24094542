// The tournament's matches for msw (docs/product.md, "Matches"): a session's, filtered and paged as
// the server does, and an idea's with its Elo history read off its matches.
import { http, HttpResponse } from 'msw';
import type { EloPoint, TournamentMatch } from '../../../src/api/queries/matches';
import { toPaged } from '../../../src/domain/paging';
import { apiUrl } from './api-server';

export function matchFixture(n: number, overrides: Partial<TournamentMatch> = {}): TournamentMatch {
  const side = (id: string, title: string, rank: number, before: number, after: number) => ({
    id,
    title,
    rank,
    eloBefore: before,
    eloAfter: after,
  });
  return {
    id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    round: 1,
    batch: 1,
    format: 'single',
    judge: 'agent',
    weight: 1,
    agreement: 'agreed',
    winner: 'a',
    ideaA: side('00000000-0000-4000-8000-000000000001', 'Nurse-led discharge calls', 1, 1200, 1216),
    ideaB: side('00000000-0000-4000-8000-000000000002', 'Home telemonitoring', 2, 1200, 1184),
    readings: [
      {
        order: 'ab',
        verdict: 'a',
        reason: "'Nurse-led discharge calls' is preferred on the plan's criteria.",
        turns: [],
      },
      {
        order: 'ba',
        verdict: 'a',
        reason: "'Nurse-led discharge calls' is preferred on the plan's criteria.",
        turns: [],
      },
    ],
    reason: null,
    createdAt: '2026-11-29T10:00:00.000Z',
    ...overrides,
  };
}

function eloHistoryOf(ideaId: string, played: TournamentMatch[]): EloPoint[] {
  const oldestFirst = [...played].reverse();
  const sideOf = (m: TournamentMatch) => (m.ideaA.id === ideaId ? m.ideaA : m.ideaB);
  if (oldestFirst.length === 0) return [];
  return [
    { match: 0, round: oldestFirst[0].round, elo: sideOf(oldestFirst[0]).eloBefore, matchId: null },
    ...oldestFirst.map((m, i) => ({ match: i + 1, round: m.round, elo: sideOf(m).eloAfter, matchId: m.id })),
  ];
}

const plays = (m: TournamentMatch, ideaId: string | null) => !ideaId || m.ideaA.id === ideaId || m.ideaB.id === ideaId;

/** `matches` newest first, as the server lists them; `calls` records each list request's query. */
export function matchApi(matches: TournamentMatch[] = []) {
  const calls: URLSearchParams[] = [];
  const handlers = [
    http.get(apiUrl('/v1/sessions/:id/matches'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.push(query);
      const round = query.get('round');
      const fits = matches.filter(
        (m) =>
          (!round || m.round === Number(round)) &&
          plays(m, query.get('ideaId')) &&
          (!query.get('agreement') || m.agreement === query.get('agreement')) &&
          (!query.get('judge') || m.judge === query.get('judge')),
      );
      const [page, size] = [Number(query.get('page') ?? 1), Number(query.get('pageSize') ?? 20)];
      return HttpResponse.json(
        toPaged(fits.slice((page - 1) * size, page * size), fits.length, (page - 1) * size, size),
      );
    }),
    http.get(apiUrl('/v1/ideas/:id/matches'), ({ params, request }) => {
      const query = new URL(request.url).searchParams;
      const played = matches.filter((m) => plays(m, String(params.id)));
      const [page, size] = [Number(query.get('page') ?? 1), Number(query.get('pageSize') ?? 20)];
      const paged = toPaged(played.slice((page - 1) * size, page * size), played.length, (page - 1) * size, size);
      return HttpResponse.json({ ...paged, eloHistory: eloHistoryOf(String(params.id), played) });
    }),
  ];
  return { calls, handlers };
}
