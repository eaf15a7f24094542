// Workspace (markdown) and goals (CSV, markdown) exports, named with the date.
import { goalStatusLabel, sessionStatusLabel } from './session-status';
import { EXPORT_MIME_TYPES, exportFileName, type ExportFile } from './activity-export';
import { toCsv } from './csv';
import type { ExportIdea } from './idea-export';
import { IDEA_EXPORT_MIME_TYPES } from './idea-export';
import { eloToStars, starsToTenth } from './scoring';
import { escapeMarkdown, escapeMarkdownBlock } from './text-escape';

/** The contract's shapes, restated: the domain imports nobody. */
export interface ExportWorkspace {
  id: string;
  name: string;
  description: string;
  createdAt: string;
  updatedAt: string;
}

export interface ExportGoal {
  id: string;
  title: string;
  description: string;
  status: string;
  workspaceId: string;
  parameters: Record<string, unknown>;
  createdAt: string;
}

export interface ExportSession {
  id: string;
  sessionName: string;
  status: string;
  createdAt: string;
  stats: { numIdeas: number; avgEloRating: number };
}

const param = (goal: ExportGoal, key: string) => {
  const value = goal.parameters?.[key];
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
};

/** A parameter as a CSV cell: numbers stay numbers, text goes through the formula check. */
const paramCell = (goal: ExportGoal, key: string) => {
  const value = goal.parameters?.[key];
  return typeof value === 'number' ? value : param(goal, key);
};

export const GOAL_CSV_COLUMNS = [
  'title',
  'status',
  'description',
  'numberOfIdeas',
  'rounds',
  'workspace',
  'createdAt',
  'id',
] as const;

/** `workspaceNames` turns a goal's workspace id into its name when the caller knows it. */
export function goalsToCsv(
  goals: readonly ExportGoal[],
  workspaceNames: ReadonlyMap<string, string> = new Map(),
): string {
  const data = goals.map((g) => [
    g.title,
    goalStatusLabel(g.status),
    g.description,
    paramCell(g, 'numberOfIdeas'),
    paramCell(g, 'rounds'),
    workspaceNames.get(g.workspaceId) ?? g.workspaceId,
    g.createdAt,
    g.id,
  ]);
  return toCsv(GOAL_CSV_COLUMNS, data);
}

function goalLines(goals: readonly ExportGoal[], level: string): string[] {
  if (goals.length === 0) return ['No research goals.', ''];
  return goals.flatMap((g) => [
    `${level} ${escapeMarkdown(g.title)}`,
    '',
    `- Status: ${goalStatusLabel(g.status)}`,
    ...(param(g, 'numberOfIdeas') ? [`- Ideas per session: ${param(g, 'numberOfIdeas')}`] : []),
    ...(param(g, 'rounds') ? [`- Rounds: ${param(g, 'rounds')}`] : []),
    `- Created: ${g.createdAt}`,
    '',
    ...(g.description ? [escapeMarkdownBlock(g.description), ''] : []),
  ]);
}

export function goalsToMarkdown(goals: readonly ExportGoal[], now = new Date()): string {
  const lines = [
    '# Research goals',
    '',
    `Exported ${now.toISOString()}: ${goals.length} goals.`,
    '',
    ...goalLines(goals, '##'),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}

export interface WorkspaceExportInput {
  workspace: ExportWorkspace;
  goals: readonly ExportGoal[];
  sessions: readonly ExportSession[];
  topIdeas: readonly ExportIdea[];
}

export function workspaceToMarkdown(
  { workspace, goals, sessions, topIdeas }: WorkspaceExportInput,
  now = new Date(),
): string {
  const lines = [
    `# ${escapeMarkdown(workspace.name)}`,
    '',
    ...(workspace.description ? [escapeMarkdownBlock(workspace.description), ''] : []),
    `- Created: ${workspace.createdAt}`,
    `- Updated: ${workspace.updatedAt}`,
    `- Exported: ${now.toISOString()}`,
    '',
    '## Research goals',
    '',
    ...goalLines(goals, '###'),
    '## Sessions',
    '',
    ...(sessions.length === 0
      ? ['No sessions.', '']
      : [
          '| Session | Status | Ideas | Average Elo | Created |',
          '| --- | --- | --- | --- | --- |',
          ...sessions.map(
            (s) =>
              `| ${escapeMarkdown(s.sessionName)} | ${sessionStatusLabel(s.status)} | ${s.stats.numIdeas} | ${Math.round(s.stats.avgEloRating)} | ${s.createdAt} |`,
          ),
          '',
        ]),
    '## Top-rated ideas',
    '',
    ...(topIdeas.length === 0
      ? ['No rated ideas yet.']
      : topIdeas.map(
          (idea, i) =>
            `${i + 1}. ${escapeMarkdown(idea.title)} (Elo ${Math.round(idea.eloRating)}, ${starsToTenth(eloToStars(idea.eloRating))} of 5 stars)`,
        )),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}

export const buildWorkspaceExport = (input: WorkspaceExportInput, now = new Date()): ExportFile => ({
  fileName: exportFileName('workspace', 'md', now),
  mimeType: IDEA_EXPORT_MIME_TYPES.md,
  content: workspaceToMarkdown(input, now),
});

export function buildGoalsExport(
  format: 'csv' | 'md',
  goals: readonly ExportGoal[],
  workspaceNames?: ReadonlyMap<string, string>,
  now = new Date(),
): ExportFile {
  return {
    fileName: exportFileName('goals', format, now),
    mimeType: format === 'csv' ? EXPORT_MIME_TYPES.csv : IDEA_EXPORT_MIME_TYPES.md,
    content: format === 'csv' ? goalsToCsv(goals, workspaceNames) : goalsToMarkdown(goals, now),
  };
}
