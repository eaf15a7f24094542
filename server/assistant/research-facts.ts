import { and, desc, eq, isNull } from 'drizzle-orm';
import { inMyWorkspaces } from '../access/visible';
import type { Executor } from '../db/connect';
import { goals, sessions } from '../db/schema/coscientist';
import { ideas } from '../db/schema/ideas';
import { ideaDetailsSchema, researchPlanSchema, type IdeaDetails, type PlanField } from '../engine/types';
import { sessionName } from '../sessions/session-store';
import type { IdeaDatasets } from './dataset-facts';

// What the offline assistant's intents answer from: the ideas of the page's session (or of the
// whole workspace), with their scores, matches, costs and worst risks; the scope's latest
// meta-review; and the idea the user has open. Read only when an intent needs it.

export interface IdeaFact {
  id: string;
  title: string;
  summary: string;
  status: string;
  workspaceId: string;
  sessionId: string;
  sessionName: string;
  field: PlanField | null;
  eloRating: number;
  interval: [number, number] | null;
  played: number;
  novelty: number;
  correctness: number;
  feasibility: number;
  cost: number;
  durationDays: number;
  worstRisk: { risk: string; probability: number } | null;
  steps: string[];
  outcomes: string[];
  /** The library methods the idea uses, which say what data it needs. */
  methods: string[];
}

export interface ResearchFacts {
  scope: { kind: 'session' | 'workspace'; name: string } | null;
  /** Best first by Elo; merged near-duplicates left out. */
  ideas: IdeaFact[];
  metaReview: { sessionId: string; workspaceId: string; sessionName: string; text: string } | null;
  /** The idea open on the user's page, if any. */
  openIdea: IdeaFact | null;
  /** The suggestion path's datasets for each idea a data question is about (dataset-facts.ts). */
  datasets?: ReadonlyMap<string, IdeaDatasets>;
}

const MAX_IDEAS = 200;
const PAGE = /^\/workspaces\/[^/]+\/(session|ideas)\/([0-9a-f-]{36})\b/i;

export async function loadResearchFacts(
  db: Executor,
  userId: string,
  workspaceId: string | null,
  page: unknown,
): Promise<ResearchFacts> {
  const [, kind, pageId] = (typeof page === 'string' && PAGE.exec(page)) || [];
  const openIdeaRow = kind === 'ideas' ? await memberIdea(db, userId, pageId) : undefined;
  const sessionId = kind === 'session' ? pageId : openIdeaRow?.sessionId;
  const sessionRows = await scopeSessions(db, userId, { sessionId, workspaceId });
  if (sessionRows.length === 0 || (!sessionId && !workspaceId))
    return { scope: null, ideas: [], metaReview: null, openIdea: null };
  const byId = new Map(
    sessionRows.map(({ session, goalTitle }) => [session.id, { session, name: sessionName(session, goalTitle) }]),
  );
  const ideaRows = await scopeIdeas(db, userId, { sessionId, workspaceId });
  // A plan that does not parse names no field; the answer goes on without it.
  const fieldOf = (id: string) => researchPlanSchema.safeParse(byId.get(id)?.session.plan).data?.field ?? null;
  const facts = ideaRows.map(({ ideas: idea, sessions: session }) =>
    toFact(idea, {
      workspaceId: session.workspaceId,
      name: byId.get(idea.sessionId)?.name ?? 'Session',
      field: fieldOf(idea.sessionId),
    }),
  );
  const withReview = sessionRows.find(({ session }) => session.metaReview);
  const latest = byId.get(sessionRows[0].session.id)!;
  return {
    scope: sessionId ? { kind: 'session', name: latest.name } : { kind: 'workspace', name: 'this workspace' },
    ideas: facts,
    metaReview: withReview
      ? {
          sessionId: withReview.session.id,
          workspaceId: withReview.session.workspaceId,
          sessionName: byId.get(withReview.session.id)!.name,
          text: withReview.session.metaReview!,
        }
      : null,
    openIdea: openIdeaRow ? (facts.find((f) => f.id === openIdeaRow.id) ?? null) : null,
  };
}

interface Scope {
  sessionId: string | undefined;
  workspaceId: string | null;
}

/** The page's session, or the workspace's newest sessions, with their goals' titles. */
function scopeSessions(db: Executor, userId: string, { sessionId, workspaceId }: Scope) {
  return db
    .select({ session: sessions, goalTitle: goals.title })
    .from(sessions)
    .innerJoin(goals, eq(goals.id, sessions.goalId))
    .where(
      and(
        inMyWorkspaces(userId, sessions.workspaceId),
        sessionId ? eq(sessions.id, sessionId) : workspaceId ? eq(sessions.workspaceId, workspaceId) : undefined,
      ),
    )
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(50);
}

/** The scope's ideas that stand (merged near-duplicates left out), best first. */
function scopeIdeas(db: Executor, userId: string, { sessionId, workspaceId }: Scope) {
  return db
    .select()
    .from(ideas)
    .innerJoin(sessions, eq(sessions.id, ideas.sessionId))
    .where(
      and(
        inMyWorkspaces(userId, sessions.workspaceId),
        isNull(ideas.duplicateOf),
        sessionId ? eq(ideas.sessionId, sessionId) : eq(sessions.workspaceId, workspaceId ?? ''),
      ),
    )
    .orderBy(desc(ideas.eloRating), ideas.id)
    .limit(MAX_IDEAS);
}

async function memberIdea(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select({ idea: ideas })
    .from(ideas)
    .innerJoin(sessions, eq(sessions.id, ideas.sessionId))
    .where(and(eq(ideas.id, id), inMyWorkspaces(userId, sessions.workspaceId)))
    .limit(1);
  return row?.idea;
}

const NO_DETAILS: IdeaDetails = {
  hypothesis: '',
  rationale: '',
  methodology: [],
  expectedOutcomes: [],
  resources: [],
  timeline: { totalDuration: 0 },
  risks: [],
  feasibilityAnalysis: { overall: 0 },
};

interface SessionOf {
  workspaceId: string;
  name: string;
  field: PlanField | null;
}

function toFact(row: typeof ideas.$inferSelect, session: SessionOf): IdeaFact {
  // An idea whose details do not parse still has its scores and Elo: answer with those.
  const parsed = ideaDetailsSchema.safeParse(row.details);
  const d = parsed.success ? parsed.data : NO_DETAILS;
  const worstRisk = [...d.risks].sort((a, b) => b.probability - a.probability)[0] ?? null;
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    status: row.status,
    workspaceId: session.workspaceId,
    sessionId: row.sessionId,
    sessionName: session.name,
    field: session.field,
    eloRating: row.eloRating,
    interval: row.btLow !== null && row.btHigh !== null ? [row.btLow, row.btHigh] : null,
    played: row.wins + row.losses + row.draws,
    novelty: row.noveltyScore,
    correctness: row.correctnessScore,
    feasibility: row.feasibilityScore,
    cost: d.resources.reduce((s, r) => s + r.cost, 0),
    durationDays: d.timeline.totalDuration,
    worstRisk,
    steps: d.methodology,
    outcomes: d.expectedOutcomes,
    methods: d.methods ?? [],
  };
}
