// What a session's literature search did, in words (docs/product.md, "Session page" and "Related
// work"). The idea page and the session page both read it from here, so they say it the same way.

import { ADMINISTRATOR_HELP } from './administrator-help';

export type LiteratureStatus = 'pending' | 'not_configured' | 'unavailable' | 'used';

export interface LiteratureFailure {
  reason: string;
  count: number;
}

export interface LiteratureSourceReport {
  id: string;
  name: string;
  requests: number;
  works: number;
  failures: readonly LiteratureFailure[];
}

/** The contract's SessionLiterature, by shape: the domain imports nothing. */
export interface LiteratureReport {
  status: LiteratureStatus;
  sources: readonly LiteratureSourceReport[];
  worksRead: number;
  citationsDropped: number;
}

/** The contract's LiteratureSourceId values, as each source calls itself. */
export const LITERATURE_SOURCE_NAMES: Readonly<Record<string, string>> = {
  openalex: 'OpenAlex',
  semantic_scholar: 'Semantic Scholar',
  arxiv: 'arXiv',
  europepmc: 'Europe PMC',
  crossref: 'Crossref',
};

export const LITERATURE_MESSAGES = {
  pending: 'The literature has not been searched yet.',
  noneClose: 'No published work close to this idea was found.',
  notConfigured: 'Novelty was judged within this session only: no literature source is configured.',
  unavailable: 'Novelty was judged within this session only: every literature source failed.',
  howTo: ADMINISTRATOR_HELP.literature,
} as const;

const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const total = (failures: readonly LiteratureFailure[]) => failures.reduce((n, f) => n + f.count, 0);

/** 'OpenAlex' for 'openalex'; an id the contract may grow later reads as itself. */
export const sourceName = (id: string) => LITERATURE_SOURCE_NAMES[id] ?? id;

/** 'Found in OpenAlex, Crossref': the sources that returned a work. */
export const foundInLabel = (ids: readonly string[]) => `Found in ${ids.map(sourceName).join(', ')}`;

/** One source's failures: '2 failed: timed out', or '3 failed: HTTP 503 (2×), timed out (1×)'. */
export function failuresLabel(failures: readonly LiteratureFailure[]): string | null {
  const failed = failures.filter((f) => f.count > 0);
  if (failed.length === 0) return null;
  const reasons = failed.length === 1 ? failed[0].reason : failed.map((f) => `${f.reason} (${f.count}×)`).join(', ');
  return `${total(failed)} failed: ${reasons}`;
}

/** Every source that failed, with its reasons: 'OpenAlex: HTTP 503 (3×); Crossref: timed out (1×)'. */
export function failedSourcesLabel(sources: readonly LiteratureSourceReport[]): string | null {
  const parts = sources.flatMap((source) => {
    const failed = source.failures.filter((f) => f.count > 0);
    if (failed.length === 0) return [];
    return [`${source.name}: ${failed.map((f) => `${f.reason} (${f.count}×)`).join(', ')}`];
  });
  return parts.length > 0 ? parts.join('; ') : null;
}

/** What one source did: ['12 searches', '48 works returned', '2 failed: timed out']. */
export function sourceFacts(source: LiteratureSourceReport): string[] {
  const failures = failuresLabel(source.failures);
  return [
    counted(source.requests, 'search', 'searches'),
    `${counted(source.works, 'work')} returned`,
    ...(failures ? [failures] : []),
  ];
}

export const worksReadLabel = (n: number) => `${counted(n, 'work')} read`;

/** Only when a model's reference named no work a source returned. */
export const citationsDroppedLabel = (n: number) => (n > 0 ? `${counted(n, 'unverified reference')} dropped` : null);

export interface WithinSessionNotice {
  message: string;
  /** With every source failing: each failure, by source and reason. */
  failures: string | null;
  howTo: string;
}

/** Why novelty was judged within the session only, and how to turn sources on; null when it was not. */
export function withinSessionNotice(report: LiteratureReport): WithinSessionNotice | null {
  const { howTo } = LITERATURE_MESSAGES;
  if (report.status === 'not_configured') return { message: LITERATURE_MESSAGES.notConfigured, failures: null, howTo };
  if (report.status === 'unavailable')
    return { message: LITERATURE_MESSAGES.unavailable, failures: failedSourcesLabel(report.sources), howTo };
  return null;
}

/** What the Related work section says with no works, when no notice says why. */
export const noRelatedWorkMessage = (status: LiteratureStatus) =>
  status === 'pending' ? LITERATURE_MESSAGES.pending : LITERATURE_MESSAGES.noneClose;

/** Beside works found while some searches failed: which sources, and why. */
export function partialFailureNote(report: LiteratureReport): string | null {
  const failed = failedSourcesLabel(report.sources);
  return failed ? `Some literature searches failed: ${failed}.` : null;
}
