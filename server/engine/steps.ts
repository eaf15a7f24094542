// The pipeline as a sequence of durable steps. Each key names one job and one committed row in
// session_steps; a restarted server resumes at the first key not yet committed.
//   plan → r1:generate → r1:reflect → r1:proximity → r1:tournament:0..B-1 → r1:meta_review
//   → r2:evolve → r2:reflect → … → rN:meta_review → finish

export const TOURNAMENT_BATCHES = 2;

export type StepKind =
  'plan' | 'generate' | 'evolve' | 'reflect' | 'proximity' | 'tournament' | 'meta_review' | 'finish';

export interface Step {
  kind: StepKind;
  round: number;
  batch?: number;
}

export function stepKey(step: Step): string {
  if (step.kind === 'plan' || step.kind === 'finish') return step.kind;
  return step.kind === 'tournament' ? `r${step.round}:tournament:${step.batch ?? 0}` : `r${step.round}:${step.kind}`;
}

export function parseStep(key: string): Step {
  if (key === 'plan') return { kind: 'plan', round: 1 };
  if (key === 'finish') return { kind: 'finish', round: 0 };
  const match = /^r(\d+):([a-z_]+)(?::(\d+))?$/.exec(key);
  if (!match) throw new Error(`Unknown step '${key}'`);
  const step: Step = { kind: match[2] as StepKind, round: Number(match[1]) };
  if (match[3] !== undefined) step.batch = Number(match[3]);
  return step;
}

export function roundSteps(round: number): Step[] {
  const opening: Step[] =
    round === 1
      ? [
          { kind: 'plan', round },
          { kind: 'generate', round },
        ]
      : [{ kind: 'evolve', round }];
  const batches = Array.from({ length: TOURNAMENT_BATCHES }, (_, batch): Step => ({
    kind: 'tournament',
    round,
    batch,
  }));
  return [
    ...opening,
    { kind: 'reflect', round },
    { kind: 'proximity', round },
    ...batches,
    { kind: 'meta_review', round },
  ];
}

export const FIRST_STEP: Step = { kind: 'plan', round: 1 };

/** The step after this one when the budget allows another; rounds end in finish. */
export function nextStep(step: Step, rounds: number): Step | null {
  if (step.kind === 'finish') return null;
  const steps = roundSteps(step.round);
  const at = steps.findIndex((s) => stepKey(s) === stepKey(step));
  if (at < steps.length - 1) return steps[at + 1];
  return step.round < rounds ? roundSteps(step.round + 1)[0] : { kind: 'finish', round: 0 };
}

/** Share of its round a step completes, for the progress bar. */
export function roundFraction(step: Step): number {
  const steps = roundSteps(step.round);
  return (steps.findIndex((s) => stepKey(s) === stepKey(step)) + 1) / steps.length;
}

/** Words for the progress line, describing the step about to run: "Round 2 of 3: …". */
export function describeStep(step: Step, rounds?: number): { phase: string; activity: string } {
  const round = rounds ? `Round ${step.round} of ${rounds}` : `Round ${step.round}`;
  switch (step.kind) {
    case 'plan':
      return { phase: 'planning', activity: 'Screening the goal for safety and drafting the research plan' };
    case 'generate':
      return { phase: 'generating', activity: `${round}: generating ideas` };
    case 'evolve':
      return { phase: 'evolving', activity: `${round}: evolving the best ideas into new ones` };
    case 'reflect':
      return { phase: 'reviewing', activity: `${round}: reviewing the new ideas` };
    case 'proximity':
      return { phase: 'proximity', activity: `${round}: merging near-duplicates and grouping similar ideas` };
    case 'tournament':
      return {
        phase: 'tournament',
        activity: `${round}: ranking ideas in the tournament (batch ${(step.batch ?? 0) + 1} of ${TOURNAMENT_BATCHES})`,
      };
    case 'meta_review':
      return { phase: 'meta_review', activity: `${round}: writing the meta-review and research overview` };
    case 'finish':
      return { phase: 'finishing', activity: 'Writing the final overview' };
  }
}
