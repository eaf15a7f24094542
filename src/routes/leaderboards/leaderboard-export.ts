// The boards as CSV, every row the filters match in rank order, named with the current date. Loaded
// on the first export; the cells go through the app's one CSV writer (src/domain/csv.ts).
import type { IdeaLeaderboardRow, MetricDirection, MetricLeaderboardRow } from '../../api/queries/leaderboards';
import { EXPORT_MIME_TYPES, exportFileName, type ExportFile } from '../../domain/activity-export';
import { toCsv } from '../../domain/csv';
import { eloToStars, starsToTenth } from '../../domain/scoring';

export const METRIC_BOARD_COLUMNS = [
  'rank',
  'metric',
  'direction',
  'value',
  'step',
  'run',
  'runStatus',
  'runStartedAt',
  'runCreatedBy',
  'experiment',
  'idea',
  'session',
  'goal',
  'workspace',
  'runId',
  'experimentId',
  'ideaId',
  'sessionId',
  'goalId',
  'workspaceId',
  'runCreatedById',
] as const;

export const IDEA_BOARD_COLUMNS = [
  'rank',
  'idea',
  'status',
  'eloRating',
  'stars',
  'yourRating',
  'btRating',
  'btLow',
  'btHigh',
  'wins',
  'losses',
  'draws',
  'session',
  'goal',
  'workspace',
  'ideaId',
  'sessionId',
  'goalId',
  'workspaceId',
] as const;

/** A metric key may hold `/`: the file name keeps letters, digits, `.`, `_` and `-`. */
const fileSafe = (key: string) => key.replace(/[^A-Za-z0-9._-]+/g, '-');

export function metricBoardExport(
  key: string,
  direction: MetricDirection,
  rows: readonly MetricLeaderboardRow[],
  now = new Date(),
): ExportFile {
  const data = rows.map((row) => [
    row.rank,
    key,
    direction,
    row.value,
    row.step,
    row.run.name,
    row.run.status,
    row.run.startedAt,
    row.run.createdBy?.name,
    row.experiment.name,
    row.idea?.title,
    row.session?.name,
    row.goal?.title,
    row.workspace.name,
    row.run.id,
    row.experiment.id,
    row.idea?.id,
    row.session?.id,
    row.goal?.id,
    row.workspace.id,
    row.run.createdBy?.id,
  ]);
  return {
    fileName: exportFileName(`leaderboard-${fileSafe(key)}`, 'csv', now),
    mimeType: EXPORT_MIME_TYPES.csv,
    content: toCsv(METRIC_BOARD_COLUMNS, data),
  };
}

export function ideaBoardExport(rows: readonly IdeaLeaderboardRow[], now = new Date()): ExportFile {
  const data = rows.map(({ rank, idea, session, goal, workspace }) => [
    rank,
    idea.title,
    idea.status,
    idea.eloRating,
    starsToTenth(eloToStars(idea.eloRating)),
    idea.userRating,
    idea.btRating,
    idea.btInterval?.[0],
    idea.btInterval?.[1],
    idea.matchRecord.wins,
    idea.matchRecord.losses,
    idea.matchRecord.draws,
    session.name,
    goal.title,
    workspace.name,
    idea.id,
    session.id,
    goal.id,
    workspace.id,
  ]);
  return {
    fileName: exportFileName('idea-leaderboard', 'csv', now),
    mimeType: EXPORT_MIME_TYPES.csv,
    content: toCsv(IDEA_BOARD_COLUMNS, data),
  };
}
