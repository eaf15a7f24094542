import { RUN_FILTER_MESSAGES } from '../../src/domain/run-messages';

// The runs list's filter, MLflow-like: clauses joined by ' and ', each `metrics.<key> <op> <number>`
// (the latest value), `params.<key> <op> <value>` or `tags.<key> = <value>` (or !=). Text values
// may be quoted with ' or "; a bare number is a number. Pure: the SQL is built in run-filter-sql.ts.

export type FilterOp = '=' | '!=' | '<' | '<=' | '>' | '>=';

export type FilterClause =
  | { kind: 'metrics'; key: string; op: FilterOp; value: number }
  | { kind: 'params'; key: string; op: FilterOp; value: string | number }
  | { kind: 'tags'; key: string; op: '=' | '!='; value: string };

export type FilterResult = { ok: true; clauses: FilterClause[] } | { ok: false; message: string };

export const MAX_FILTER_CLAUSES = 20;
const MAX_KEY_LENGTH = 250;

// One clause at the cursor: kind, key, operator, then a quoted or bare value.
const CLAUSE =
  /\s*(metrics|params|tags)\.([A-Za-z0-9_.\-/]+)\s*(!=|<=|>=|=|<|>)\s*(?:'([^']*)'|"([^"]*)"|([^\s'"]+))\s*/y;
const AND = /and\s+/iy;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

export function parseRunFilter(text: string): FilterResult {
  const clauses: FilterClause[] = [];
  let at = 0;
  if (text.trim() === '') return { ok: true, clauses };
  while (at < text.length) {
    CLAUSE.lastIndex = at;
    const match = CLAUSE.exec(text);
    if (!match || match[2].length > MAX_KEY_LENGTH) return refuse(RUN_FILTER_MESSAGES.unreadable(clauseAt(text, at)));
    const clause = toClause(match);
    if (typeof clause === 'string') return refuse(clause);
    clauses.push(clause);
    if (clauses.length > MAX_FILTER_CLAUSES) return refuse(RUN_FILTER_MESSAGES.tooManyClauses(MAX_FILTER_CLAUSES));
    at = CLAUSE.lastIndex;
    if (at >= text.length) break;
    AND.lastIndex = at;
    if (!AND.exec(text)) return refuse(RUN_FILTER_MESSAGES.unreadable(clauseAt(text, at)));
    at = AND.lastIndex;
    if (at >= text.length) return refuse(RUN_FILTER_MESSAGES.unreadable(text.trim()));
  }
  return { ok: true, clauses };
}

/** The clause as written, or why it cannot be used. */
function toClause(match: RegExpExecArray): FilterClause | string {
  const [written, kind, key, op, single, double, bare] = match;
  const quoted = single ?? double;
  const number = bare !== undefined && NUMBER.test(bare) ? Number(bare) : undefined;
  const value = quoted ?? bare ?? '';
  const clause = written.trim();
  if (kind === 'metrics') {
    if (number === undefined || !Number.isFinite(number)) return RUN_FILTER_MESSAGES.metricNeedsNumber(clause);
    return { kind, key, op: op as FilterOp, value: number };
  }
  if (kind === 'tags') {
    if (op !== '=' && op !== '!=') return RUN_FILTER_MESSAGES.tagOperator(clause);
    return { kind, key, op, value };
  }
  const asNumber = number !== undefined && Number.isFinite(number) ? number : undefined;
  return { kind: 'params', key, op: op as FilterOp, value: asNumber ?? value };
}

/** The text of the clause starting at `at`, up to the next ' and ', for the refusal's words. */
function clauseAt(text: string, at: number): string {
  const rest = text.slice(at).trim();
  return rest.split(/\s+and\s+/i)[0] || rest || text.trim();
}

function refuse(message: string): FilterResult {
  return { ok: false, message };
}
