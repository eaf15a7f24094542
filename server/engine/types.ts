import { z } from 'zod';
import type { DebateTurn } from '../db/schema/ideas';
import type { IdeaDraft } from './draft-types';
import { planNotesSchema, type FeedbackSteer, type PlanFeedback } from './feedback-types';

export type { FeedbackSteer, PlanFeedback } from './feedback-types';
export type { IdeaDraft };

// The Co-Scientist's agents, as the pipeline calls them. Two implementations: offline-agents
// (deterministic, no network) and model-agents (prompts over ChatModel). The pipeline owns the
// state (rows, Elo, budget); agents only think: text in, structured text out.

export type EngineKind = 'offline' | 'model';

export const CRITERIA = ['alignment', 'plausibility', 'novelty', 'testability', 'safety'] as const;
export type Criterion = (typeof CRITERIA)[number];

export const GENERATION_STRATEGIES = ['literature', 'debate', 'assumptions', 'expansion'] as const;
export type GenerationStrategy = (typeof GENERATION_STRATEGIES)[number];

export const EVOLUTION_STRATEGIES = [
  'grounding',
  'coherence',
  'combination',
  'simplification',
  'out_of_the_box',
] as const;
export type EvolutionStrategy = (typeof EVOLUTION_STRATEGIES)[number];

export const REVIEW_TYPES = [
  'initial',
  'full',
  'deep_verification',
  'observation',
  'simulation',
  'tournament',
] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

export interface GoalInput {
  title: string;
  description: string;
  parameters: Record<string, unknown>;
  /** Researchers' feedback on the goal's sessions, oldest first (docs/engine.md, "Researcher feedback"). */
  feedback?: string[];
  /** What the goal's measured outcomes teach, best first per metric (docs/engine.md, "Outcomes"). */
  outcomes?: import('../outcomes/outcome-lessons').OutcomeLesson[];
}

export interface ResearchPlan {
  /** Where the offline engine draws its randomness from: the goal's own words. */
  seed: string;
  objective: string;
  keywords: string[];
  preferences: string[];
  constraints: string[];
  criteria: Array<{ name: Criterion; weight: number; description: string }>;
  safety: { ok: boolean; concerns: string[] };
  /** The research field the goal was read as; null when no field's words appear in it. */
  field?: PlanField | null;
  /** The feedback the plan read, and what the engine did with each piece. */
  feedback?: PlanFeedback[];
  /** The goal's measured outcomes the plan read, and what the engine did with each. */
  outcomes?: PlanFeedback[];
  /** The offline engine's reading of the feedback, for this step only (never stored). */
  steer?: FeedbackSteer;
}

export interface PlanField {
  id: string;
  name: string;
  confidence: number;
  source: 'detected' | 'parameter';
}

export interface IdeaDetails {
  hypothesis: string;
  rationale: string;
  methodology: string[];
  expectedOutcomes: string[];
  resources: Array<{ name: string; type: string; cost: number }>;
  timeline: { totalDuration: number; phases?: Array<{ name: string; days: number }> };
  risks: Array<{ risk: string; probability: number }>;
  feasibilityAnalysis: { overall: number; notes?: string };
  methods?: string[];
}

// The stored forms of the plan (sessions.plan) and of idea details (ideas.details), parsed when read.
export const researchPlanSchema: z.ZodType<ResearchPlan> = z.object({
  seed: z.string(),
  objective: z.string(),
  keywords: z.array(z.string()),
  preferences: z.array(z.string()),
  constraints: z.array(z.string()),
  criteria: z.array(z.object({ name: z.enum(CRITERIA), weight: z.number(), description: z.string() })),
  safety: z.object({ ok: z.boolean(), concerns: z.array(z.string()) }),
  field: z
    .object({ id: z.string(), name: z.string(), confidence: z.number(), source: z.enum(['detected', 'parameter']) })
    .nullable()
    .optional(),
  feedback: planNotesSchema,
  outcomes: planNotesSchema,
});

export const ideaDetailsSchema: z.ZodType<IdeaDetails> = z.object({
  hypothesis: z.string(),
  rationale: z.string(),
  methodology: z.array(z.string()),
  expectedOutcomes: z.array(z.string()),
  resources: z.array(z.object({ name: z.string(), type: z.string(), cost: z.number() })),
  timeline: z.object({
    totalDuration: z.number(),
    phases: z.array(z.object({ name: z.string(), days: z.number() })).optional(),
  }),
  risks: z.array(z.object({ risk: z.string(), probability: z.number() })),
  feasibilityAnalysis: z.object({ overall: z.number(), notes: z.string().optional() }),
  methods: z.array(z.string()).optional(),
});

/** An idea as agents see it (never its database id: the offline engine must not depend on one). */
export interface IdeaView {
  key: string;
  title: string;
  summary: string;
  details: IdeaDetails;
  strategy: string;
  scores?: { novelty: number; correctness: number; feasibility: number };
}

/** A published work as agents see it: keyed 'W1', 'W2'… in the order given, never by database id. */
export interface WorkView {
  key: string;
  title: string;
  authors: string[];
  year: number | null;
  venue: string | null;
  doi: string | null;
  url: string;
  abstract: string | null;
}

/** How an idea stands against one published work its full review read. */
export interface RelatedWorkJudgement {
  /** The WorkView key it judges; a key not given to the review is an invented reference. */
  key: string;
  /** 0–1: how close the work is to the idea. */
  closeness: number;
  /** overlaps: the work already does it (the idea is not novel against it); extends: the idea goes beyond it. */
  relation: 'overlaps' | 'extends';
  /** Why the work is close, in a sentence. */
  whyClose: string;
  /** What the idea adds beyond the work; null when it overlaps. */
  beyond: string | null;
}

export interface ReviewDraft {
  type: ReviewType;
  /** 0–5 on the anchored rubric of its type. */
  score: number;
  text: string;
}

export interface ReviewResult {
  reviews: ReviewDraft[];
  /** 0–1 each; absent when these review types do not judge them (tournament). */
  scores?: { novelty: number; correctness: number; feasibility: number };
  /** A 'not novel' verdict names the overlapping idea (its key). */
  overlapsWith?: string | null;
  /** The published works the review judged novelty against, closest first (full review only). */
  relatedWork?: RelatedWorkJudgement[];
  /** A 'not novel' verdict against published work names it (its WorkView key). */
  overlapsWithWork?: string | null;
  /** References the model made that no source returned: removed from the text, counted here. */
  citationsDropped?: number;
}

/** matches.transcript as stored: both orders' turns. */
export const transcriptSchema = z.object({
  ab: z.array(z.object({ speaker: z.string(), text: z.string() })),
  ba: z.array(z.object({ speaker: z.string(), text: z.string() })),
});

export interface Verdict {
  winner: 'first' | 'second' | 'draw';
  turns: DebateTurn[];
  rationale: string;
  /** References the model made that no source returned: removed from the text, counted here. */
  citationsDropped?: number;
}

export interface RoundDigest {
  round: number;
  /** The session's workspace, for links to the ideas the texts name. */
  workspaceId: string;
  /** round: the round the idea joined in. */
  ranked: Array<IdeaView & { elo: number; wins: number; losses: number; draws: number; round: number }>;
  weakReviews: Array<{ title: string; type: string; score: number; text: string }>;
  matchRationales: string[];
  previousMetaReview: string | null;
  /** How the previous round ended, so this one can say what changed; null in round one. */
  previous: PreviousRound | null;
}

export interface PreviousRound {
  round: number;
  /** Elo of each idea (by key) as the previous round ended; ideas that joined since are absent. */
  elo: Record<string, number>;
  recurringIssues: string[];
}

export interface MetaReview {
  /** Recurring patterns, appended to every agent's prompt next round. */
  metaReview: string;
  /** The research overview of the session so far. */
  overview: string;
  /** Issues a tournament review should look for in the top ideas. */
  recurringIssues: string[];
  /** References the model made that no source returned: removed from the text, counted here. */
  citationsDropped?: number;
}

export interface AgentContext {
  signal: AbortSignal;
  plan: ResearchPlan;
  goal: GoalInput;
  round: number;
  /** The latest meta-review, fed into every prompt of the next round. */
  metaReview: string | null;
  /** Counts one model call and its tokens toward the session's budget. */
  onUsage: (usage: { calls: number; tokens: number }) => void;
  /** A model answer was repaired or retried: the pipeline records a warning. */
  onWarning: (message: string) => void;
}

export interface EngineAgents {
  readonly engine: EngineKind;
  /** Safety screen first, then preferences, constraints and criteria. */
  plan(goal: GoalInput, ctx: Omit<AgentContext, 'plan'>): Promise<ResearchPlan>;
  /** priorWork: the published work closest to the goal (empty when no literature source answered). */
  generate(
    request: { strategy: GenerationStrategy; index: number; existing: IdeaView[]; priorWork: WorkView[] },
    ctx: AgentContext,
  ): Promise<IdeaDraft>;
  review(
    /** related: published works found for the idea; the full and deep-verification reviews judge against them. */
    request: {
      idea: IdeaView;
      others: IdeaView[];
      types: ReviewType[];
      recurringIssues?: string[];
      related?: WorkView[];
    },
    ctx: AgentContext,
  ): Promise<ReviewResult>;
  /** One judgement in the order given; turns = 1 is a single comparison, more is a debate. */
  compare(request: { first: IdeaView; second: IdeaView; turns: number }, ctx: AgentContext): Promise<Verdict>;
  /** existing: the session's ideas, so a child reads as new beside them (the offline engine's titles). */
  evolve(
    request: { parents: IdeaView[]; strategy: EvolutionStrategy; existing?: IdeaView[] },
    ctx: AgentContext,
  ): Promise<IdeaDraft>;
  metaReview(digest: RoundDigest, ctx: AgentContext): Promise<MetaReview>;
  /** Embeddings for proximity, or null for lexical similarity. */
  embed(texts: string[], signal: AbortSignal): Promise<number[][] | null>;
}
