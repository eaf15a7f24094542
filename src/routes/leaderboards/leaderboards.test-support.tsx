// Fixtures and msw handlers for the leaderboards page tests: both boards' endpoints over fixed
// rows, recording every query each was asked.
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type {
  IdeaLeaderboardRow,
  LeaderboardMetric,
  MetricDirection,
  MetricLeaderboardRow,
} from '../../api/queries/leaderboards';
import { toPaged } from '../../domain/paging';
import { apiUrl } from '../../../tests/support/ui/api-server';
import { workspaceFixture } from '../../../tests/support/ui/fixtures';
import { workspaceApi } from '../../../tests/support/ui/workspace-api';
import { renderRoutes } from '../../../tests/support/ui/render';
import { LeaderboardsPage } from './leaderboards-page';

export const WS = workspaceFixture(1, { name: 'Cardiology lab' });
export const OTHER_WS = workspaceFixture(2, { name: 'Soil lab' });
const id = (n: number) => `0b000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const METRICS: LeaderboardMetric[] = [
  { key: 'loss', direction: 'minimize', runCount: 2 },
  { key: 'accuracy', direction: 'maximize', runCount: 1 },
];

export const FULL_ROW: MetricLeaderboardRow = {
  rank: 1,
  value: 0.123456789,
  step: 40,
  run: {
    id: id(1),
    name: 'baseline',
    status: 'finished',
    startedAt: '2026-11-20T10:00:00.000Z',
    createdBy: { id: id(9), name: 'Ana Lopez' },
  },
  experiment: { id: id(2), name: 'Telemonitoring trial' },
  idea: { id: id(3), title: 'Daily weight checks' },
  session: { id: id(4), name: 'Fewer readmissions — 2026-11-19 08:30 UTC' },
  goal: { id: id(5), title: 'Fewer readmissions' },
  workspace: { id: WS.id, name: WS.name },
  role: 'owner',
};

/** A run of an experiment made by hand: no idea, session or goal behind it. */
export const BARE_ROW: MetricLeaderboardRow = {
  ...FULL_ROW,
  rank: 2,
  value: 0.5,
  step: 3,
  run: { ...FULL_ROW.run, id: id(6), name: '=cmd|calc' },
  experiment: { id: id(7), name: 'Manual sweep' },
  idea: null,
  session: null,
  goal: null,
};

export const RATED_IDEA: IdeaLeaderboardRow = {
  rank: 1,
  idea: {
    id: id(8),
    title: 'Nurse-led telemonitoring',
    status: 'generated',
    eloRating: 2000,
    btRating: 1234.4,
    userRating: 4,
    userRatingElo: 2500,
    btInterval: [1180.2, 1289.6],
    matchRecord: { wins: 5, losses: 1, draws: 0 },
  },
  session: { id: id(9), name: 'Fewer readmissions — 2026-11-18 14:05 UTC' },
  goal: { id: id(10), title: 'Fewer readmissions' },
  workspace: { id: WS.id, name: WS.name },
  role: 'owner',
};

export const UNRATED_IDEA: IdeaLeaderboardRow = {
  ...RATED_IDEA,
  rank: 2,
  idea: {
    ...RATED_IDEA.idea,
    id: id(11),
    title: 'Pharmacist follow-up',
    eloRating: 1200,
    userRating: null,
    userRatingElo: null,
    btRating: null,
    btInterval: null,
  },
};

export interface BoardData {
  metrics?: LeaderboardMetric[];
  /** The board the server opens on; the first key unless given. */
  defaultKey?: string | null;
  rows?: Record<string, MetricLeaderboardRow[]>;
  ideas?: IdeaLeaderboardRow[];
}

const pageOf = <T,>(items: T[], request: Request) => {
  const query = new URL(request.url).searchParams;
  const size = Number(query.get('pageSize') ?? 20);
  const skip = (Number(query.get('page') ?? 1) - 1) * size;
  return toPaged(items.slice(skip, skip + size), items.length, skip, size);
};

/** Serves the boards; `metricQueries` and `ideaQueries` hold each request's key and query. */
export function boardsApi(server: SetupServer, data: BoardData = {}) {
  const metrics = data.metrics ?? METRICS;
  const rows = data.rows ?? { loss: [FULL_ROW, BARE_ROW], accuracy: [{ ...FULL_ROW, value: 0.9 }] };
  const seen = { metricQueries: [] as Array<Record<string, string>>, ideaQueries: [] as Array<Record<string, string>> };
  const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
  server.use(
    ...workspaceApi([WS, OTHER_WS]).handlers,
    http.get(apiUrl('/v1/leaderboards/metrics'), () =>
      HttpResponse.json({ items: metrics, defaultKey: data.defaultKey ?? metrics[0]?.key ?? null }),
    ),
    http.get(apiUrl('/v1/leaderboards/metrics/:key'), ({ params, request }) => {
      const key = String(params.key);
      seen.metricQueries.push({ key, ...query(request) });
      const direction: MetricDirection = metrics.find((m) => m.key === key)?.direction ?? 'maximize';
      return HttpResponse.json({ key, direction, ...pageOf(rows[key] ?? [], request) });
    }),
    http.get(apiUrl('/v1/leaderboards/ideas'), ({ request }) => {
      seen.ideaQueries.push(query(request));
      return HttpResponse.json(pageOf(data.ideas ?? [RATED_IDEA, UNRATED_IDEA], request));
    }),
  );
  return seen;
}

export const renderLeaderboards = (search = '') =>
  renderRoutes(
    [{ path: '/workspaces/leaderboards', element: <LeaderboardsPage /> }],
    `/workspaces/leaderboards${search}`,
  );

export const errorBody = (message: string, type: string) => ({ detail: { error: { message, type } } });

/** Captures what the page downloads: each file's name and text. */
export function captureDownloads() {
  const files: Array<{ name: string; blob: Blob }> = [];
  let pending: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => ((pending = blob), 'blob:test'));
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: pending! });
  });
  return files;
}
