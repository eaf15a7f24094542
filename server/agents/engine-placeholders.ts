import type { Ctx } from '../engine/model/model-call';
import type {
  AgentContext,
  Criterion,
  GoalInput,
  IdeaView,
  ResearchPlan,
  RoundDigest,
  WorkView,
} from '../engine/types';
import { PLACEHOLDER_NUMBERS as N } from './prompt-capture';

// Placeholder input for the Co-Scientist's prompt builders: every text a session fills in is
// named in braces, so a rendered prompt reads as a template.

export const GOAL: GoalInput = {
  title: '{goal title}',
  description: '{goal description}',
  parameters: { '{parameter}': '{value}' },
};

const PLAN: ResearchPlan = {
  seed: '',
  objective: '{objective}',
  keywords: ['{keyword}'],
  preferences: ['{preference}'],
  constraints: ['{constraint}'],
  // The name is a placeholder too; the weight is a share the prompt shows as a percentage.
  criteria: [{ name: '{criterion}' as Criterion, weight: N.weight, description: '{criterion description}' }],
  safety: { ok: true, concerns: [] },
};

export const CTX: AgentContext = {
  signal: new AbortController().signal,
  plan: PLAN,
  goal: GOAL,
  round: 1,
  metaReview: '{meta-review of the previous round}',
  onUsage: () => {},
  onWarning: () => {},
};

/** The plan is what the supervisor's call makes, so its prompt has none yet. */
export const PLANLESS_CTX: Ctx = { ...CTX, plan: undefined };

export function ideaView(label: string): IdeaView {
  return {
    key: label,
    title: `{${label} title}`,
    summary: `{${label} summary}`,
    strategy: '{strategy}',
    details: {
      hypothesis: `{${label} hypothesis}`,
      rationale: '{rationale}',
      methodology: ['{methodology step}'],
      expectedOutcomes: ['{expected outcome}'],
      resources: [{ name: '{resource}', type: 'equipment', cost: N.cost }],
      timeline: { totalDuration: N.days },
      risks: [{ risk: '{risk}', probability: N.probability }],
      feasibilityAnalysis: { overall: 0.5 },
    },
  };
}

export function workView(key: string): WorkView {
  return {
    key,
    title: '{work title}',
    authors: ['{author}'],
    year: null,
    venue: '{venue}',
    doi: null,
    url: '',
    abstract: '{abstract}',
  };
}

export const DIGEST: RoundDigest = {
  round: N.round,
  workspaceId: '{workspace}',
  ranked: [{ ...ideaView('idea'), elo: N.elo, wins: N.wins, losses: N.losses, draws: N.draws, round: N.round }],
  weakReviews: [{ title: '{idea title}', type: '{review type}', score: N.score, text: '{review text}' }],
  matchRationales: ['{debate verdict}'],
  previousMetaReview: null,
  // The round before: the prompt shows the block that says what changed since.
  previous: { round: N.round, elo: { idea: N.elo }, recurringIssues: ['{recurring issue}'] },
};
