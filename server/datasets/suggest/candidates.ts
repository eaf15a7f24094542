import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { datasetFiles, datasets } from '../../db/schema/datasets';
import { visibleTo } from '../dataset-query';
import { toDatasetSummary, type DatasetSummary } from '../dataset-summary';

// The datasets an idea's suggestions are drawn from: the catalogue entries of the fields it needs
// (its own and the adjacent ones its methods name; every entry when its field is unknown) and the
// caller's own uploads, never another user's. relevance-score.ts ranks them.

export interface Candidate {
  dataset: DatasetSummary;
  variables: string[];
  /** The library fields a catalogue entry serves, its home field first; an upload has none. */
  fields: string[];
  /** Searchable text: name, topics, search words, description and variables. */
  text: string;
  /** Identifies this version of the dataset, for cached embeddings. */
  version: string;
  /** 0..1, set by the ranking. */
  score: number;
}

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Every dataset the caller may see that serves one of the fields (any field when none is given). */
export async function findCandidates(db: Executor, userId: string, fieldIds: readonly string[] | null) {
  const inFields: SQL | undefined =
    fieldIds === null
      ? undefined
      : (or(eq(datasets.kind, 'upload'), sql`${datasets.fields} && ${textArray(fieldIds)}`) as SQL);
  const rows = await db
    .select({ dataset: datasets, file: datasetFiles })
    .from(datasets)
    .leftJoin(datasetFiles, eq(datasetFiles.datasetId, datasets.id))
    .where(and(visibleTo(userId), inFields));
  return rows.map(({ dataset, file }): Candidate => ({
    dataset: toDatasetSummary(dataset, file),
    variables: dataset.variables,
    fields: dataset.fields,
    text: [
      dataset.name,
      dataset.topics.join(', '),
      dataset.keywords.join(', '),
      dataset.description,
      dataset.variables.join(', '),
    ].join('\n'),
    version: dataset.catalogueHash ?? dataset.updatedAt.toISOString(),
    score: 0,
  }));
}
