import { asc, count, eq, inArray, min, sql } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { ideas } from '../db/schema/ideas';
import { ideaReferences, ideaRelatedWorks, literatureWorks } from '../db/schema/literature';
import { toStored, type StoredWork } from './work-store';

// The works a citation export holds (citation-export.ts): only rows of literature_works a source
// returned and a review linked to the idea, or to any idea of the session (the handler checks the
// caller may read it first).

/** The idea's related work, closest first, as the idea page lists it. */
export async function ideaCitationWorks(db: Executor, ideaId: string): Promise<StoredWork[]> {
  const rows = await db
    .select({ work: literatureWorks })
    .from(ideaRelatedWorks)
    .innerJoin(literatureWorks, eq(literatureWorks.id, ideaRelatedWorks.workId))
    .where(eq(ideaRelatedWorks.ideaId, ideaId))
    .orderBy(asc(ideaRelatedWorks.rank), asc(literatureWorks.id));
  return rows.map((row) => toStored(row.work));
}

/** The works the idea's own text cites, in order of first citation. */
export async function ideaReferenceWorks(db: Executor, ideaId: string): Promise<StoredWork[]> {
  const rows = await db
    .select({ work: literatureWorks })
    .from(ideaReferences)
    .innerJoin(literatureWorks, eq(literatureWorks.id, ideaReferences.workId))
    .where(eq(ideaReferences.ideaId, ideaId))
    .orderBy(asc(ideaReferences.position));
  return rows.map((row) => toStored(row.work));
}

/** How many works the idea's own text cites. */
export async function ideaReferenceCount(db: Executor, ideaId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ideaReferences).where(eq(ideaReferences.ideaId, ideaId));
  return row?.n ?? 0;
}

// Through the session's ideas, so each idea's rows are found by the primary key (idea, work).
const sessionIdeaIds = (db: Executor, sessionId: string) =>
  db.select({ id: ideas.id }).from(ideas).where(eq(ideas.sessionId, sessionId));

/**
 * The related work of every idea of the session, each work once: by its best rank for any idea,
 * then by title, so the same session exports the same file.
 */
export async function sessionCitationWorks(db: Executor, sessionId: string): Promise<StoredWork[]> {
  const best = min(ideaRelatedWorks.rank);
  const rows = await db
    .select({ work: literatureWorks, best })
    .from(ideaRelatedWorks)
    .innerJoin(literatureWorks, eq(literatureWorks.id, ideaRelatedWorks.workId))
    .where(inArray(ideaRelatedWorks.ideaId, sessionIdeaIds(db, sessionId)))
    .groupBy(literatureWorks.id)
    .orderBy(asc(best), asc(sql`lower(${literatureWorks.title})`), asc(literatureWorks.id));
  return rows.map((row) => toStored(row.work));
}
