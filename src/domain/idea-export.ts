// Ideas exports: CSV, markdown and a standalone HTML page, in the order the list shows them, named
// ideas-YYYY-MM-DD.<ext>. The CSV goes through toCsv; every HTML and markdown value through
// text-escape, so an idea's text can never become a formula or markup.
import { EXPORT_MIME_TYPES, exportFileName, type ExportFile } from './activity-export';
import { toCsv, type CsvCell } from './csv';
import type { FilterableIdea } from './idea-filters';
import {
  eloToStars,
  feasibilityLabel,
  ideaFeasibility,
  ideaOverallScore,
  scoreOutOfFive,
  starsToTenth,
  type MatchRecord,
} from './scoring';
import { enumWords } from './enum-words';
import { escapeHtml, escapeMarkdown, escapeMarkdownBlock } from './text-escape';

export interface ExportIdea extends FilterableIdea {
  /** The review count a session's list carries; an idea read in full counts its reviews. */
  reviewCount?: number;
  reviews?: { type: string; score: number; text: string }[];
  /** The researcher's own stars, 1–5, or null when unrated: apart from the tournament's. */
  userRating?: number | null;
  /** Who added the idea, and who gave its rating (docs/decisions/013-workspace-permissions.md, §5). */
  createdBy?: { name: string };
  ratedBy?: { name: string } | null;
  details?: { feasibilityAnalysis?: { overall?: number } };
  parentIds?: string[];
  matchRecord?: MatchRecord;
}

export const IDEA_EXPORT_FORMATS = ['csv', 'md', 'html'] as const;
export type IdeaExportFormat = (typeof IDEA_EXPORT_FORMATS)[number];
export const IDEA_EXPORT_MIME_TYPES: Record<IdeaExportFormat, string> = {
  csv: EXPORT_MIME_TYPES.csv,
  md: 'text/markdown;charset=utf-8',
  html: 'text/html;charset=utf-8',
};

const outOfFive = (n: number) => (Number.isFinite(n) ? scoreOutOfFive(n).toFixed(1) : '');

/**
 * The number of reviews: the count a session's list carries, else the idea's reviews as the idea
 * page counts them; an idea with neither has no count rather than a false 0.
 */
export const reviewCount = (idea: ExportIdea): number | '' => idea.reviewCount ?? idea.reviews?.length ?? '';

/** One idea's figures as the screens show them (statuses in words, scores out of 5); rank is its
 * place in the exported order unless given. */
function describe(idea: ExportIdea, rank: number) {
  const feasibility = ideaFeasibility(idea);
  return {
    rank,
    title: idea.title,
    status: enumWords(idea.status),
    eloRating: Math.round(idea.eloRating),
    stars: starsToTenth(eloToStars(idea.eloRating)),
    yourRating: idea.userRating ?? '',
    ratedBy: idea.ratedBy?.name ?? '',
    overallScore: outOfFive(ideaOverallScore(idea)),
    noveltyScore: outOfFive(idea.noveltyScore),
    correctnessScore: outOfFive(idea.correctnessScore),
    feasibilityScore: outOfFive(idea.feasibilityScore),
    feasibility: enumWords(feasibilityLabel(feasibility)),
    reviews: reviewCount(idea),
    parentIds: (idea.parentIds ?? []).join(' '),
    summary: idea.summary,
    createdAt: idea.createdAt,
    createdBy: idea.createdBy?.name ?? '',
    id: idea.id,
  };
}

type Ranks = ReadonlyMap<string, number> | undefined;
const rows = (ideas: readonly ExportIdea[], ranks: Ranks) =>
  ideas.map((idea, i) => describe(idea, ranks?.get(idea.id) ?? i + 1));

type IdeaRow = ReturnType<typeof describe>;

export const IDEA_CSV_COLUMNS: (keyof IdeaRow)[] = [
  'rank',
  'title',
  'status',
  'eloRating',
  'stars',
  'yourRating',
  'ratedBy',
  'overallScore',
  'noveltyScore',
  'correctnessScore',
  'feasibilityScore',
  'feasibility',
  'reviews',
  'parentIds',
  'summary',
  'createdAt',
  'createdBy',
  'id',
];

/** The scores (out of 5, one decimal) are numbers in a spreadsheet. */
const SCORE_COLUMNS = new Set<keyof IdeaRow>(['overallScore', 'noveltyScore', 'correctnessScore', 'feasibilityScore']);
const csvCell = (row: IdeaRow, column: keyof IdeaRow): CsvCell => {
  const value = row[column];
  return SCORE_COLUMNS.has(column) && value !== '' ? Number(value) : value;
};

export function ideasToCsv(ideas: readonly ExportIdea[], ranks?: Ranks): string {
  return toCsv(
    IDEA_CSV_COLUMNS,
    rows(ideas, ranks).map((row) => IDEA_CSV_COLUMNS.map((column) => csvCell(row, column))),
  );
}

export function ideasToMarkdown(
  ideas: readonly ExportIdea[],
  title = 'Ideas',
  now = new Date(),
  ranks?: Ranks,
): string {
  const lines = [`# ${escapeMarkdown(title)}`, '', `Exported ${now.toISOString()}: ${ideas.length} ideas.`, ''];
  for (const row of rows(ideas, ranks)) {
    lines.push(
      `## ${row.rank}. ${escapeMarkdown(row.title)}`,
      '',
      `- Status: ${row.status}`,
      `- Elo: ${row.eloRating} (${row.stars} of 5 stars)`,
      `- Your rating: ${row.yourRating === '' ? 'not rated' : `${row.yourRating} of 5 stars`}`,
      `- Overall ${row.overallScore} / 5 (Novelty ${row.noveltyScore} / 5, Correctness ${row.correctnessScore} / 5, Feasibility ${row.feasibilityScore} / 5)`,
      `- Feasibility: ${row.feasibility}`,
      ...(row.reviews === '' ? [] : [`- Reviews: ${row.reviews}`]),
      '',
      escapeMarkdownBlock(row.summary),
      '',
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

const HTML_COLUMNS: Array<[keyof IdeaRow, string]> = [
  ['rank', 'Rank'],
  ['title', 'Title'],
  ['status', 'Status'],
  ['eloRating', 'Elo'],
  ['stars', 'Stars'],
  ['yourRating', 'Your rating'],
  ['overallScore', 'Overall (out of 5)'],
  ['noveltyScore', 'Novelty (out of 5)'],
  ['correctnessScore', 'Correctness (out of 5)'],
  ['feasibilityScore', 'Feasibility (out of 5)'],
  ['feasibility', 'Feasibility label'],
  ['reviews', 'Reviews'],
  ['summary', 'Summary'],
];

/** A page that opens on its own, styles inline, no script: nothing in it runs. */
export function ideasToHtml(ideas: readonly ExportIdea[], title = 'Ideas', now = new Date(), ranks?: Ranks): string {
  const head = HTML_COLUMNS.map(([, label]) => `<th scope="col">${escapeHtml(label)}</th>`).join('');
  const body = rows(ideas, ranks)
    .map((row) => `<tr>${HTML_COLUMNS.map(([key]) => `<td>${escapeHtml(row[key])}</td>`).join('')}</tr>`)
    .join('\n');
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}</style>',
    '</head><body>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>Exported ${escapeHtml(now.toISOString())}: ${ideas.length} ideas.</p>`,
    `<table><thead><tr>${head}</tr></thead><tbody>`,
    body,
    '</tbody></table></body></html>',
    '',
  ].join('\n');
}

export interface IdeaExportOptions {
  title?: string;
  now?: Date;
  ranks?: Ranks;
}

/** The whole file for a download: ideas-YYYY-MM-DD.csv, .md or .html. */
export function buildIdeaExport(
  format: IdeaExportFormat,
  ideas: readonly ExportIdea[],
  { title, now = new Date(), ranks }: IdeaExportOptions = {},
): ExportFile {
  const content =
    format === 'csv'
      ? ideasToCsv(ideas, ranks)
      : format === 'md'
        ? ideasToMarkdown(ideas, title, now, ranks)
        : ideasToHtml(ideas, title, now, ranks);
  return { fileName: exportFileName('ideas', format, now), mimeType: IDEA_EXPORT_MIME_TYPES[format], content };
}
