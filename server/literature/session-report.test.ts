import { describe, expect, it } from 'vitest';
import { addToReport, failureWarnings, toSessionLiterature, type LiteratureRecord } from './session-report';

const SOURCES = [
  { id: 'openalex', name: 'OpenAlex' },
  { id: 'crossref', name: 'Crossref' },
] as const;

const record = (over: Partial<LiteratureRecord> = {}): LiteratureRecord => ({
  sources: SOURCES,
  searches: [],
  workIds: [],
  citationsDropped: 0,
  ...over,
});

describe('the session literature report', () => {
  it('is pending before any step searched', () => {
    expect(toSessionLiterature(null).status).toBe('pending');
    expect(toSessionLiterature({ not: 'a report' }).status).toBe('pending');
  });

  it('says not_configured when the session had no source', () => {
    expect(toSessionLiterature(addToReport(null, record({ sources: [] }))).status).toBe('not_configured');
  });

  it('counts searches, works, failures by reason, distinct works and dropped references', () => {
    let report = addToReport(
      null,
      record({
        searches: [
          [
            { id: 'openalex', name: 'OpenAlex', ok: true, works: 4 },
            { id: 'crossref', name: 'Crossref', ok: false, reason: 'HTTP 503' },
          ],
        ],
        workIds: ['a', 'b'],
        goalWorkIds: ['a'],
        citationsDropped: 1,
      }),
    );
    report = addToReport(
      report,
      record({
        searches: [[{ id: 'crossref', name: 'Crossref', ok: false, reason: 'HTTP 503' }]],
        workIds: ['b', 'c'],
        citationsDropped: 2,
      }),
    );
    expect(report.goalWorkIds).toEqual(['a']);
    expect(toSessionLiterature(report)).toEqual({
      status: 'used',
      sources: [
        { id: 'openalex', name: 'OpenAlex', requests: 1, works: 4, failures: [] },
        { id: 'crossref', name: 'Crossref', requests: 2, works: 0, failures: [{ reason: 'HTTP 503', count: 2 }] },
      ],
      worksRead: 3,
      citationsDropped: 3,
    });
  });

  it('is unavailable when every source failed every search', () => {
    const report = addToReport(
      null,
      record({
        searches: [
          [
            { id: 'openalex', name: 'OpenAlex', ok: false, reason: 'timed out' },
            { id: 'crossref', name: 'Crossref', ok: false, reason: 'HTTP 429' },
          ],
        ],
      }),
    );
    expect(toSessionLiterature(report).status).toBe('unavailable');
  });

  it('turns failures into one warning per source and reason', () => {
    const warnings = failureWarnings(
      record({
        searches: [
          [{ id: 'crossref', name: 'Crossref', ok: false, reason: 'timed out' }],
          [{ id: 'crossref', name: 'Crossref', ok: false, reason: 'timed out' }],
        ],
      }),
    );
    expect(warnings).toEqual([
      'Literature source failed (Crossref: timed out) on 2 searches; the session went on without it',
    ]);
  });

  it('adds a source configured after the session began', () => {
    const report = addToReport(addToReport(null, record({ sources: [SOURCES[0]] })), record());
    expect(report.sources.map((s) => s.id)).toEqual(['openalex', 'crossref']);
  });
});
