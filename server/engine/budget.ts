import type { SessionBudget } from '../sessions/session-config';

// A session stops when any part of its budget is spent: rounds, model calls, tokens or wall
// time. Spending is checked between steps, so a step already running finishes its calls.

export interface Spent {
  roundsDone: number;
  modelCalls: number;
  tokens: number;
  wallSeconds: number;
}

export function exhausted(budget: SessionBudget, spent: Spent): string | null {
  if (spent.roundsDone >= budget.rounds) return `${budget.rounds} round${budget.rounds === 1 ? '' : 's'} done`;
  if (budget.modelCalls !== null && spent.modelCalls >= budget.modelCalls)
    return `model-call budget of ${budget.modelCalls} spent`;
  if (budget.tokens !== null && spent.tokens >= budget.tokens) return `token budget of ${budget.tokens} spent`;
  if (budget.wallSeconds !== null && spent.wallSeconds >= budget.wallSeconds)
    return `wall-time budget of ${budget.wallSeconds} s spent`;
  return null;
}

/** Adds up usage reported by concurrent calls of one step. */
export class UsageMeter {
  calls = 0;
  tokens = 0;
  readonly record = (usage: { calls: number; tokens: number }) => {
    this.calls += usage.calls;
    this.tokens += usage.tokens;
  };
}
