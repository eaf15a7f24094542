import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { REQUEST_MESSAGES } from '../../src/domain/messages';
import { HttpError } from '../http/http-error';

// How often one may try to sign in or refresh (docs/product.md "Sign-in limits"). Two budgets:
// one per client address (request.ip, which reads X-Forwarded-For only from a hop TRUST_PROXY
// trusts) and one per account (the e-mail a sign-in names, trimmed and lower-cased), so many
// addresses cannot spend more than the account's budget and one address cannot try more than its
// own. Each is a fixed window. A refused attempt spends nothing. The counts live in this process.

export interface Limit {
  max: number;
  windowMs: number;
}

export interface SignInLimitSettings {
  address: Limit;
  account: Limit;
}

interface Window {
  count: number;
  resetAt: number;
}

interface Budget {
  limit: Limit;
  key: string;
}

/** What an operation's body says about the account it signs in to; null when it names none. */
type AccountOf = (body: unknown) => string | null;

const ACCOUNT_OF: Record<string, AccountOf> = {
  devLogin: (body) => normaliseEmail(field(body, 'email')),
  googleCallback: (body) => idTokenAccount(field(body, 'id_token')),
  // A refresh token is a 256-bit secret nobody can guess; its address budget is the limit.
  refreshToken: () => null,
};

export const SIGN_IN_LIMITED = new Set(Object.keys(ACCOUNT_OF));

export function createSignInLimits(settings: SignInLimitSettings, now: () => number = Date.now) {
  const windows = new Map<string, Window>();
  let nextSweep = 0;

  function current(key: string, limit: Limit, at: number): Window {
    let window = windows.get(key);
    if (!window || window.resetAt <= at) {
      window = { count: 0, resetAt: at + limit.windowMs };
      windows.set(key, window);
    }
    return window;
  }

  /** Forgets ended windows now and then, so a stream of one-off addresses does not grow the map. */
  function sweep(at: number): void {
    if (at < nextSweep) return;
    nextSweep = at + Math.min(settings.address.windowMs, settings.account.windowMs);
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }

  /** The preValidation hook of one limited operation (the body is parsed, not yet validated). */
  return function limitOperation(operationId: string) {
    const accountOf = ACCOUNT_OF[operationId] ?? (() => null);
    return async function signInLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const at = now();
      sweep(at);
      const account = accountOf(request.body);
      const budgets: Budget[] = [{ limit: settings.address, key: `address:${operationId}:${request.ip}` }];
      if (account) budgets.push({ limit: settings.account, key: `account:${account}` });
      const states = budgets.map((budget) => ({ ...budget, window: current(budget.key, budget.limit, at) }));
      const spent = states.filter((s) => s.window.count >= s.limit.max);
      if (spent.length > 0) {
        const resetAt = Math.max(...spent.map((s) => s.window.resetAt));
        const seconds = Math.max(1, Math.ceil((resetAt - at) / 1000));
        setHeaders(reply, spent[0].limit.max, 0, seconds);
        reply.header('retry-after', String(seconds));
        throw new HttpError(429, 'rate_limited', REQUEST_MESSAGES.tooManyAttempts(spokenWait(seconds)));
      }
      for (const s of states) s.window.count += 1;
      // The headers tell of the budget nearest its end: the one that will refuse first.
      const tightest = states.reduce((a, b) => {
        const left = (s: typeof a) => s.limit.max - s.window.count;
        return left(b) < left(a) || (left(b) === left(a) && b.window.resetAt > a.window.resetAt) ? b : a;
      });
      setHeaders(
        reply,
        tightest.limit.max,
        tightest.limit.max - tightest.window.count,
        Math.max(1, Math.ceil((tightest.window.resetAt - at) / 1000)),
      );
    };
  };
}

/** The IETF draft's fields: the budget, what is left of it, and seconds until it is whole again. */
function setHeaders(reply: FastifyReply, limit: number, remaining: number, resetSeconds: number): void {
  reply.header('ratelimit-limit', String(limit));
  reply.header('ratelimit-remaining', String(remaining));
  reply.header('ratelimit-reset', String(resetSeconds));
}

/** 45 → '45 seconds', 61 → '2 minutes': never less than the real wait. */
export function spokenWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function field(body: unknown, name: string): unknown {
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
}

function normaliseEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email ? `email:${email}` : null;
}

/**
 * The account an ID token claims, read without verifying it (that comes after, in the handler):
 * its e-mail, as local sign-in names the same account, else its issuer and subject.
 */
function idTokenAccount(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const claims = decodeJwt(value);
    const email = normaliseEmail(claims.email);
    if (email) return email;
    return typeof claims.sub === 'string' && claims.sub ? `subject:${claims.iss ?? ''}|${claims.sub}` : null;
  } catch {
    return null;
  }
}
