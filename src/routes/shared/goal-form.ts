import type { GoalCreate, ResearchGoal } from '../../api/types';
import type { SessionOverrides } from '../../api/queries/sessions';
import {
  GOAL_DESCRIPTION_MAX,
  GOAL_TITLE_MAX,
  IDEAS_RANGE,
  ROUNDS_RANGE,
  wholeNumberIn,
} from '../../domain/contract-limits';
import { DEFAULT_NUMBER_OF_IDEAS, DEFAULT_ROUNDS } from '../../domain/session-defaults';

// The contract's limits (GoalCreate, SessionStart.overrides), checked before the call so the
// message sits beside the field instead of arriving as a 400.

export interface GoalFormValues {
  title: string;
  description: string;
  numberOfIdeas: string;
  rounds: string;
}

export type GoalFormErrors = Partial<Record<keyof GoalFormValues, string>>;

export const EMPTY_GOAL_FORM: GoalFormValues = {
  title: '',
  description: '',
  numberOfIdeas: String(DEFAULT_NUMBER_OF_IDEAS),
  rounds: String(DEFAULT_ROUNDS),
};

const wholeIn = (raw: string, range: readonly [number, number]) =>
  raw.trim() !== '' && wholeNumberIn(Number(raw), range);

export function validateGoalForm(values: GoalFormValues): GoalFormErrors {
  const errors: GoalFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = 'Title is required';
  else if (title.length > GOAL_TITLE_MAX) errors.title = `Title must be ${GOAL_TITLE_MAX} characters or fewer`;
  if (values.description.trim().length > GOAL_DESCRIPTION_MAX)
    errors.description = `Description must be ${GOAL_DESCRIPTION_MAX} characters or fewer`;
  if (!wholeIn(values.numberOfIdeas, IDEAS_RANGE))
    errors.numberOfIdeas = `Number of ideas must be a whole number from ${IDEAS_RANGE[0]} to ${IDEAS_RANGE[1]}`;
  if (!wholeIn(values.rounds, ROUNDS_RANGE))
    errors.rounds = `Rounds must be a whole number from ${ROUNDS_RANGE[0]} to ${ROUNDS_RANGE[1]}`;
  return errors;
}

export function toGoalCreate(values: GoalFormValues): GoalCreate {
  const description = values.description.trim();
  return {
    title: values.title.trim(),
    ...(description && { description }),
    parameters: { numberOfIdeas: Number(values.numberOfIdeas), rounds: Number(values.rounds) },
  };
}

/** What a goal's parameters ask of its sessions; anything outside the contract's bounds is left to the server's defaults. */
export function goalOverrides(goal: Pick<ResearchGoal, 'parameters'>): SessionOverrides | undefined {
  const read = (key: string, range: readonly [number, number]) => {
    const value = goal.parameters?.[key];
    return wholeNumberIn(value, range) ? value : undefined;
  };
  const numberOfIdeas = read('numberOfIdeas', IDEAS_RANGE);
  const rounds = read('rounds', ROUNDS_RANGE);
  if (numberOfIdeas === undefined && rounds === undefined) return undefined;
  return { ...(numberOfIdeas !== undefined && { numberOfIdeas }), ...(rounds !== undefined && { rounds }) };
}
