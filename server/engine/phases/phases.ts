import type { StepKind } from '../steps';
import { evolvePhase } from './evolve-phase';
import { finishPhase } from './finish-phase';
import { generatePhase } from './generate-phase';
import { metaReviewPhase } from './meta-review-phase';
import type { Phase } from './phase';
import { planPhase } from './plan-phase';
import { proximityPhase } from './proximity-phase';
import { reflectPhase } from './reflect-phase';
import { tournamentPhase } from './tournament-phase';

export const PHASES: Record<StepKind, Phase> = {
  plan: planPhase,
  generate: generatePhase,
  evolve: evolvePhase,
  reflect: reflectPhase,
  proximity: proximityPhase,
  tournament: tournamentPhase,
  meta_review: metaReviewPhase,
  finish: finishPhase,
};

/** Activity actions, `session.<past tense>`. */
export const ACTIONS: Record<StepKind, string> = {
  plan: 'session.planned',
  generate: 'session.ideas_generated',
  evolve: 'session.ideas_evolved',
  reflect: 'session.ideas_reviewed',
  proximity: 'session.proximity_checked',
  tournament: 'session.matches_played',
  meta_review: 'session.meta_reviewed',
  finish: 'session.completed',
};
