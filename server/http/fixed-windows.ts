import type { FastifyReply } from 'fastify';
import { HttpError } from './http-error';

// Fixed-window request budgets, counted in this process (docs/product.md "Request limits"): a key
// (an address, an account, a user and an operation) may spend `max` requests per `windowMs`. One
// request may spend several budgets at once; it is refused, spending none, when any is used up.
// Sign-in attempts and repository downloads are limited this way.

export interface Limit {
  max: number;
  windowMs: number;
}

export interface Budget {
  limit: Limit;
  key: string;
}

/** What one request found: allowed or not, and the budget nearest its end, for the headers. */
export interface Spend {
  allowed: boolean;
  max: number;
  remaining: number;
  /** Seconds until the budget that refused (or the tightest one) is whole again; at least 1. */
  resetSeconds: number;
}

interface Window {
  count: number;
  resetAt: number;
}

export function createFixedWindows(now: () => number = Date.now) {
  const windows = new Map<string, Window>();
  let nextSweep = 0;

  function current(budget: Budget, at: number): Window {
    let window = windows.get(budget.key);
    if (!window || window.resetAt <= at) {
      window = { count: 0, resetAt: at + budget.limit.windowMs };
      windows.set(budget.key, window);
    }
    return window;
  }

  /** Forgets ended windows now and then, so a stream of one-off keys does not grow the map. */
  function sweep(at: number, budgets: readonly Budget[]): void {
    if (at < nextSweep) return;
    nextSweep = at + Math.min(...budgets.map((b) => b.limit.windowMs));
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }

  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  /** Spends one request from every budget, or from none when one of them is used up. */
  function spend(budgets: readonly Budget[]): Spend {
    const at = now();
    sweep(at, budgets);
    const states = budgets.map((budget) => ({ ...budget, window: current(budget, at) }));
    const spent = states.filter((s) => s.window.count >= s.limit.max);
    if (spent.length > 0) {
      const resetAt = Math.max(...spent.map((s) => s.window.resetAt));
      return { allowed: false, max: spent[0].limit.max, remaining: 0, resetSeconds: seconds(resetAt - at) };
    }
    for (const s of states) s.window.count += 1;
    // The headers tell of the budget nearest its end: the one that will refuse first.
    const left = (s: (typeof states)[number]) => s.limit.max - s.window.count;
    const tightest = states.reduce((a, b) =>
      left(b) < left(a) || (left(b) === left(a) && b.window.resetAt > a.window.resetAt) ? b : a,
    );
    return {
      allowed: true,
      max: tightest.limit.max,
      remaining: left(tightest),
      resetSeconds: seconds(tightest.window.resetAt - at),
    };
  }

  return { spend };
}

/**
 * Writes the IETF draft's RateLimit fields for a spend and, when it was refused, Retry-After and
 * the 429 with `refusal(wait)`, where `wait` is the time to wait in words ("45 seconds").
 */
export function applySpend(reply: FastifyReply, spend: Spend, refusal: (wait: string) => string): void {
  reply.header('ratelimit-limit', String(spend.max));
  reply.header('ratelimit-remaining', String(spend.remaining));
  reply.header('ratelimit-reset', String(spend.resetSeconds));
  if (spend.allowed) return;
  reply.header('retry-after', String(spend.resetSeconds));
  throw new HttpError(429, 'rate_limited', refusal(spokenWait(spend.resetSeconds)));
}

/** 45 → '45 seconds', 61 → '2 minutes': never less than the real wait. */
export function spokenWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
