import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { goals, sessions } from '../db/schema/coscientist';
import { datasetFiles, datasets, ideaDatasets } from '../db/schema/datasets';
import { ideas, matches, reviews } from '../db/schema/ideas';
import { ideaRelatedWorks, literatureWorks } from '../db/schema/literature';
import { vibeSessions } from '../db/schema/vibe';
import { ideaDetailsOf, type IdeaRow, type MatchRow, type ReviewRow } from '../engine/engine-store';
import type { IdeaDetails } from '../engine/types';

// Where an experiment came from, read for its research object (docs/product.md, "Research
// objects out"): the idea with its goal, the reviews and tournament matches that ranked it, the
// works its review read, the datasets attached to it and its latest finished coding session. The
// caller has been authorized to read the experiment, so rows are read by their parent's id.

/** At most this many matches are described; an idea plays a few per round. */
export const MATCH_LIMIT = 500;

export interface OriginIdea {
  row: IdeaRow;
  details: IdeaDetails;
  goal: { id: string; title: string; description: string } | null;
}

export type LiteratureWork = typeof literatureWorks.$inferSelect;
export interface RelatedWork {
  work: LiteratureWork;
  relation: string;
  whyClose: string;
}

export interface PlayedMatch {
  match: MatchRow;
  opponent: { id: string; title: string };
}

export interface AttachedData {
  dataset: typeof datasets.$inferSelect;
  file: typeof datasetFiles.$inferSelect | null;
}

export type CodeSession = typeof vibeSessions.$inferSelect;

export interface Origin {
  idea: OriginIdea | null;
  reviews: ReviewRow[];
  matches: PlayedMatch[];
  literature: RelatedWork[];
  datasets: AttachedData[];
  code: CodeSession | null;
}

async function ideaOf(db: Executor, ideaId: string): Promise<OriginIdea | null> {
  const [row] = await db
    .select({ idea: ideas, goal: { id: goals.id, title: goals.title, description: goals.description } })
    .from(ideas)
    .innerJoin(sessions, eq(sessions.id, ideas.sessionId))
    .leftJoin(goals, eq(goals.id, sessions.goalId))
    .where(eq(ideas.id, ideaId));
  return row ? { row: row.idea, details: ideaDetailsOf(row.idea), goal: row.goal } : null;
}

async function matchesOf(db: Executor, ideaId: string): Promise<PlayedMatch[]> {
  const rows = await db
    .select()
    .from(matches)
    .where(or(eq(matches.ideaA, ideaId), eq(matches.ideaB, ideaId)))
    .orderBy(asc(matches.round), asc(matches.batch), asc(matches.createdAt))
    .limit(MATCH_LIMIT);
  const opponentIds = [...new Set(rows.map((m) => (m.ideaA === ideaId ? m.ideaB : m.ideaA)))];
  const opponents =
    opponentIds.length === 0
      ? []
      : await db.select({ id: ideas.id, title: ideas.title }).from(ideas).where(inArray(ideas.id, opponentIds));
  const titles = new Map(opponents.map((o) => [o.id, o]));
  return rows.map((match) => {
    const id = match.ideaA === ideaId ? match.ideaB : match.ideaA;
    return { match, opponent: titles.get(id) ?? { id, title: 'An idea since deleted' } };
  });
}

const literatureOf = (db: Executor, ideaId: string) =>
  db
    .select({ work: literatureWorks, relation: ideaRelatedWorks.relation, whyClose: ideaRelatedWorks.whyClose })
    .from(ideaRelatedWorks)
    .innerJoin(literatureWorks, eq(literatureWorks.id, ideaRelatedWorks.workId))
    .where(eq(ideaRelatedWorks.ideaId, ideaId))
    .orderBy(asc(ideaRelatedWorks.rank));

const datasetsOf = (db: Executor, ideaId: string) =>
  db
    .select({ dataset: datasets, file: datasetFiles })
    .from(ideaDatasets)
    .innerJoin(datasets, eq(datasets.id, ideaDatasets.datasetId))
    .leftJoin(datasetFiles, eq(datasetFiles.datasetId, datasets.id))
    .where(eq(ideaDatasets.ideaId, ideaId))
    .orderBy(asc(ideaDatasets.attachedAt), asc(ideaDatasets.datasetId));

async function codeOf(db: Executor, ideaId: string): Promise<CodeSession | null> {
  const [row] = await db
    .select()
    .from(vibeSessions)
    .where(and(eq(vibeSessions.ideaId, ideaId), eq(vibeSessions.status, 'completed')))
    .orderBy(desc(vibeSessions.createdAt))
    .limit(1);
  return row ?? null;
}

export async function readOrigin(db: Executor, ideaId: string | null): Promise<Origin> {
  const idea = ideaId ? await ideaOf(db, ideaId) : null;
  if (!idea) return { idea: null, reviews: [], matches: [], literature: [], datasets: [], code: null };
  const id = idea.row.id;
  const [reviewRows, played, literature, attached, code] = await Promise.all([
    db.select().from(reviews).where(eq(reviews.ideaId, id)).orderBy(asc(reviews.round), asc(reviews.createdAt)),
    matchesOf(db, id),
    literatureOf(db, id),
    datasetsOf(db, id),
    codeOf(db, id),
  ]);
  return { idea, reviews: reviewRows, matches: played, literature, datasets: attached, code };
}
