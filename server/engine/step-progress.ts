import { FIRST_STEP, nextStep, stepKey, type Step } from './steps';

// Progress as steps of the durable pipeline: every committed step moves the bar by one step's
// share, so a session reads 1 of 20, 2 of 20… rather than sitting still until a phase ends.

/** Every step a session of this many rounds plans to run, finish included. */
export function plannedSteps(rounds: number): string[] {
  const keys: string[] = [];
  for (let s: Step | null = FIRST_STEP; s; s = nextStep(s, Math.max(1, rounds))) keys.push(stepKey(s));
  return keys;
}

/**
 * Steps done and planned when `next` is the step about to run. A budget that cuts the session
 * short sends it to finish, so everything before finish counts as done (nothing is left to run).
 */
export function stepCounts(next: string, rounds: number): { done: number; planned: number } {
  const keys = plannedSteps(rounds);
  const at = keys.indexOf(next);
  return { done: at < 0 ? 0 : at, planned: keys.length };
}
