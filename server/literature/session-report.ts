import { z } from 'zod';
import type { components } from '../../src/api/schema';
import type { SourceOutcome } from './literature-search';
import { LITERATURE_SOURCES, type LiteratureSourceId } from './work';

// What a session's literature search did, kept in sessions.literature and added to by each step
// that searched (committed with the step, under the session lock). The API reads it as
// SessionLiterature: which sources were asked, how often each failed and why, how many works
// were read, and how many invented references were dropped.

export type SessionLiterature = components['schemas']['SessionLiterature'];

const storedSchema = z.object({
  sources: z.array(
    z.object({
      id: z.enum(LITERATURE_SOURCES),
      name: z.string(),
      requests: z.number().int(),
      works: z.number().int(),
      failures: z.record(z.string(), z.number().int()),
    }),
  ),
  workIds: z.array(z.string()),
  /** The works closest to the goal, handed to generation (and to expansion in later rounds). */
  goalWorkIds: z.array(z.string()),
  citationsDropped: z.number().int(),
});

export type StoredReport = z.infer<typeof storedSchema>;

/** What one step adds: its searches' outcomes, the works it read, references it dropped. */
export interface LiteratureRecord {
  sources: ReadonlyArray<{ id: LiteratureSourceId; name: string }>;
  searches: SourceOutcome[][];
  workIds: string[];
  goalWorkIds?: string[];
  citationsDropped: number;
}

/** A step that searched nothing but may have dropped a model's invented references. */
export const droppedCitations = (
  sources: LiteratureRecord['sources'],
  counts: ReadonlyArray<{ citationsDropped?: number }>,
): LiteratureRecord => ({
  sources,
  searches: [],
  workIds: [],
  citationsDropped: counts.reduce((n, c) => n + (c.citationsDropped ?? 0), 0),
});

/** The stored report, or null when the column is empty or no longer parses. */
export function readReport(value: unknown): StoredReport | null {
  const parsed = storedSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function addToReport(current: unknown, record: LiteratureRecord): StoredReport {
  const report: StoredReport = readReport(current) ?? {
    sources: record.sources.map(({ id, name }) => ({ id, name, requests: 0, works: 0, failures: {} })),
    workIds: [],
    goalWorkIds: [],
    citationsDropped: 0,
  };
  // A source configured after the session started joins its report from then on.
  for (const { id, name } of record.sources) {
    if (!report.sources.some((s) => s.id === id))
      report.sources.push({ id, name, requests: 0, works: 0, failures: {} });
  }
  for (const outcome of record.searches.flat()) {
    const source = report.sources.find((s) => s.id === outcome.id);
    if (!source) continue;
    source.requests += 1;
    if (outcome.ok) source.works += outcome.works;
    else source.failures[outcome.reason] = (source.failures[outcome.reason] ?? 0) + 1;
  }
  report.workIds = [...new Set([...report.workIds, ...record.workIds])];
  if (record.goalWorkIds) report.goalWorkIds = record.goalWorkIds;
  report.citationsDropped += record.citationsDropped;
  return report;
}

export function toSessionLiterature(value: unknown): SessionLiterature {
  const report = readReport(value);
  if (!report) return { status: 'pending', sources: [], worksRead: 0, citationsDropped: 0 };
  const sources = report.sources.map((s) => ({
    id: s.id,
    name: s.name,
    requests: s.requests,
    works: s.works,
    failures: Object.entries(s.failures).map(([reason, count]) => ({ reason, count })),
  }));
  const failed = (s: (typeof sources)[number]) => s.failures.reduce((n, f) => n + f.count, 0);
  const answered = sources.some((s) => s.requests > failed(s));
  const asked = sources.some((s) => s.requests > 0);
  const status = sources.length === 0 ? 'not_configured' : !asked ? 'pending' : answered ? 'used' : 'unavailable';
  return { status, sources, worksRead: report.workIds.length, citationsDropped: report.citationsDropped };
}

/** Activity warnings for a step's failed searches: which source, why, how often. */
export function failureWarnings(record: LiteratureRecord): string[] {
  const counts = new Map<string, number>();
  for (const outcome of record.searches.flat()) {
    if (outcome.ok) continue;
    const key = `${outcome.name}: ${outcome.reason}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(
    ([what, n]) =>
      `Literature source failed (${what}) on ${n} search${n === 1 ? '' : 'es'}; the session went on without it`,
  );
}
