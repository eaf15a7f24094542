import { and, asc, eq, min, sql } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { ideaRelatedWorks, literatureWorks } from '../db/schema/literature';
import { toStored, type StoredWork } from './work-store';

// The works a citation export holds (citation-export.ts): only rows of literature_works a source
// returned and a review linked to the caller's idea, or to any idea of the caller's session.

/** The idea's related work, closest first, as the idea page lists it. */
export async function ideaCitationWorks(db: Executor, userId: string, ideaId: string): Promise<StoredWork[]> {
  const rows = await db
    .select({ work: literatureWorks })
    .from(ideaRelatedWorks)
    .innerJoin(literatureWorks, eq(literatureWorks.id, ideaRelatedWorks.workId))
    .where(and(eq(ideaRelatedWorks.ideaId, ideaId), eq(ideaRelatedWorks.userId, userId)))
    .orderBy(asc(ideaRelatedWorks.rank), asc(literatureWorks.id));
  return rows.map((row) => toStored(row.work));
}

/**
 * The related work of every idea of the session, each work once: by its best rank for any idea,
 * then by title, so the same session exports the same file.
 */
export async function sessionCitationWorks(db: Executor, userId: string, sessionId: string): Promise<StoredWork[]> {
  const best = min(ideaRelatedWorks.rank);
  const rows = await db
    .select({ work: literatureWorks, best })
    .from(ideaRelatedWorks)
    .innerJoin(literatureWorks, eq(literatureWorks.id, ideaRelatedWorks.workId))
    .where(and(eq(ideaRelatedWorks.sessionId, sessionId), eq(ideaRelatedWorks.userId, userId)))
    .groupBy(literatureWorks.id)
    .orderBy(asc(best), asc(sql`lower(${literatureWorks.title})`), asc(literatureWorks.id));
  return rows.map((row) => toStored(row.work));
}
