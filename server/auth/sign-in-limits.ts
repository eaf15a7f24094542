import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { REQUEST_MESSAGES } from '../../src/domain/messages';
import { applySpend, createFixedWindows, type Budget, type Limit } from '../http/fixed-windows';

// How often one may try to sign in or refresh (docs/product.md "Sign-in limits"). Two budgets:
// one per client address (request.ip, which reads X-Forwarded-For only from a hop TRUST_PROXY
// trusts) and one per account (the e-mail a sign-in names, trimmed and lower-cased), so many
// addresses cannot spend more than the account's budget and one address cannot try more than its
// own. Each is a fixed window (http/fixed-windows.ts). A refused attempt spends nothing.

export interface SignInLimitSettings {
  address: Limit;
  account: Limit;
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
  const windows = createFixedWindows(now);

  /** The preValidation hook of one limited operation (the body is parsed, not yet validated). */
  return function limitOperation(operationId: string) {
    const accountOf = ACCOUNT_OF[operationId] ?? (() => null);
    return async function signInLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const account = accountOf(request.body);
      const budgets: Budget[] = [{ limit: settings.address, key: `address:${operationId}:${request.ip}` }];
      if (account) budgets.push({ limit: settings.account, key: `account:${account}` });
      applySpend(reply, windows.spend(budgets), REQUEST_MESSAGES.tooManyAttempts);
    };
  };
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
