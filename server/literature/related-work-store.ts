import { asc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor, Transaction } from '../db/connect';
import { ideaRelatedWorks, literatureWorks } from '../db/schema/literature';
import type { RelatedWorkJudgement } from '../engine/types';
import { LITERATURE_SOURCES } from './work';
import { toStored, type StoredWork } from './work-store';

// The works an idea's full review judged it against, written with the review's step and read by
// the idea page's Related work section.

export type RelatedWork = components['schemas']['RelatedWork'];

export interface IdeaJudgements {
  ideaId: string;
  /** The works the review was shown, by the key it saw them under. */
  shown: ReadonlyMap<string, StoredWork>;
  judged: readonly RelatedWorkJudgement[];
}

export async function writeRelatedWork(
  tx: Transaction,
  owner: { sessionId: string; userId: string },
  items: readonly IdeaJudgements[],
): Promise<void> {
  const rows = items.flatMap(({ ideaId, shown, judged }) =>
    judged.flatMap((j, rank) => {
      const work = shown.get(j.key);
      return work
        ? [
            {
              ideaId,
              workId: work.id,
              ...owner,
              rank,
              closeness: j.closeness,
              relation: j.relation,
              whyClose: j.whyClose,
              beyond: j.beyond,
            },
          ]
        : [];
    }),
  );
  // A step runs once (session_steps), but one work judged twice for an idea keeps the first.
  if (rows.length > 0) await tx.insert(ideaRelatedWorks).values(rows).onConflictDoNothing();
}

export async function listRelatedWork(db: Executor, ideaId: string): Promise<RelatedWork[]> {
  const rows = await db
    .select()
    .from(ideaRelatedWorks)
    .innerJoin(literatureWorks, eq(literatureWorks.id, ideaRelatedWorks.workId))
    .where(eq(ideaRelatedWorks.ideaId, ideaId))
    .orderBy(asc(ideaRelatedWorks.rank));
  return rows.map(({ idea_related_works: judged, literature_works: row }) => {
    const work = toStored(row);
    return {
      workId: work.id,
      title: work.title,
      authors: work.authors,
      year: work.year,
      venue: work.venue,
      doi: work.doi,
      url: work.url,
      sources: LITERATURE_SOURCES.filter((id) => work.sources[id] !== undefined),
      closeness: judged.closeness,
      relation: judged.relation,
      whyClose: judged.whyClose,
      beyond: judged.beyond,
    };
  });
}

/** Stored works by id, in the order asked (a missing one is skipped). */
export async function loadWorks(db: Executor, ids: readonly string[]): Promise<StoredWork[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(literatureWorks)
    .where(inArray(literatureWorks.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, toStored(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
