import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { datasetFiles, datasets } from '../../db/schema/datasets';
import { visibleTo } from '../dataset-query';
import { toDatasetSummary, type DatasetSummary } from '../dataset-summary';
import type { KeyTerm } from './key-terms';

// Datasets that share words with an idea, best first, among the catalogue and the caller's own
// uploads (never another user's). The tsquery is an OR of lexemes PostgreSQL itself produced
// from the idea (idea-tokens.ts), quoted as tsquery input: no idea text reaches SQL as SQL.

export interface Candidate {
  dataset: DatasetSummary;
  variables: string[];
  /** Searchable text for embeddings: name, topics, description and variables. */
  text: string;
  /** Identifies this version of the dataset, for cached embeddings. */
  version: string;
  /** 0..1, see the formula below. */
  score: number;
  /** The idea's key lexemes the dataset has in any field. */
  matched: string[];
}

interface ScoreRow {
  id: string;
  score: number;
  matched: string[];
}

const array = (values: readonly (string | number)[], type: 'text' | 'float8') =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;

// relevance = coverage × (0.7 + 0.3 × rank/(rank + 1)): coverage is the share of the idea's key
// terms the dataset has in any field, each weighted by the idea (key-terms.ts) × its rarity
// ln(1 + N/(1 + df)) among the N visible datasets; rank is ts_rank_cd over the dataset's weighted
// fields, so terms in a name count for more than terms deep in a description. A dataset sharing
// one word, or under MIN_COVERAGE of the weight, with an idea of more terms is no suggestion.
const MIN_COVERAGE = 0.1;
const MIN_SHARED = 2;

async function scoreDatasets(db: Executor, userId: string, terms: readonly KeyTerm[], limit: number) {
  const result = await db.execute(sql`
    WITH key AS (
      SELECT * FROM unnest(${array(
        terms.map((t) => t.lexeme),
        'text',
      )}, ${array(
        terms.map((t) => t.weight),
        'float8',
      )}) AS k(lexeme, w)
    ), visible AS (
      SELECT ${datasets.id} AS id, ${datasets.name} AS name, ${datasets.search} AS search,
        tsvector_to_array(${datasets.search}) AS lexemes
      FROM ${datasets} WHERE ${visibleTo(userId)}
    ), weighted AS (
      SELECT key.lexeme, key.w * ln(1 + (SELECT count(*) FROM visible) / (1.0 + count(v.id)))::float8 AS w
      FROM key LEFT JOIN visible v ON key.lexeme = ANY(v.lexemes)
      GROUP BY key.lexeme, key.w
    ), q AS (
      SELECT string_agg('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || '''', ' | ')::tsquery AS query
      FROM key
    ), scored AS (
      SELECT v.id, v.name, sum(weighted.w) / nullif((SELECT sum(w) FROM weighted), 0) AS coverage,
        ts_rank_cd(v.search, q.query, 32) AS rank, array_agg(weighted.lexeme ORDER BY weighted.lexeme) AS matched
      FROM visible v CROSS JOIN q JOIN weighted ON weighted.lexeme = ANY(v.lexemes)
      GROUP BY v.id, v.name, v.search, q.query
    )
    SELECT id, (coverage * (0.7 + 0.3 * rank))::float8 AS score, matched FROM scored
    WHERE coverage >= ${MIN_COVERAGE} AND cardinality(matched) >= ${Math.min(MIN_SHARED, terms.length)}
    ORDER BY score DESC, lower(name), id
    LIMIT ${limit}`);
  // execute() is typed per driver; both answer { rows }.
  return (result as unknown as { rows: ScoreRow[] }).rows;
}

export async function findCandidates(
  db: Executor,
  userId: string,
  terms: readonly KeyTerm[],
  limit: number,
): Promise<Candidate[]> {
  if (terms.length === 0) return [];
  const scores = await scoreDatasets(db, userId, terms, limit);
  if (scores.length === 0) return [];
  const rows = await db
    .select({ dataset: datasets, file: datasetFiles })
    .from(datasets)
    .leftJoin(datasetFiles, eq(datasetFiles.datasetId, datasets.id))
    .where(
      and(
        inArray(
          datasets.id,
          scores.map((s) => s.id),
        ),
        visibleTo(userId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.dataset.id, row]));
  return scores.flatMap(({ id, score, matched }) => {
    const row = byId.get(id);
    if (!row) return [];
    const { dataset, file } = row;
    return [
      {
        dataset: toDatasetSummary(dataset, file),
        variables: dataset.variables,
        text: [dataset.name, dataset.topics.join(', '), dataset.description, dataset.variables.join(', ')].join('\n'),
        version: dataset.catalogueHash ?? dataset.updatedAt.toISOString(),
        score: Math.min(1, Math.max(0, Number(score) || 0)),
        matched,
      },
    ];
  });
}
