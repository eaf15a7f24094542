import { createSecretKey } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

// Short-lived HS256 access tokens; the subject is the user id and nothing else is trusted from it.

const ISSUER = 'labforge';
const AUDIENCE = 'labforge-api';
/** Tokens remembered as verified: every signed-in client's current token, and then some. */
const VERIFIED_MAX = 10_000;

export interface AccessTokens {
  ttlSeconds: number;
  sign(userId: string): Promise<string>;
  /** The user id, or null for anything expired, forged or malformed. */
  verify(token: string): Promise<string | null>;
}

export function createAccessTokens(secret: string, ttlSeconds: number, now: () => number = Date.now): AccessTokens {
  // A KeyObject made once: raw bytes would make jose import a CryptoKey on every request.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  // A token is immutable and its signature checked once is checked for good, so a client's
  // repeated calls cost a lookup and an expiry check instead of an HMAC (decision 003).
  const verified = new LRUCache<string, { userId: string; expiresAtMs: number }>({ max: VERIFIED_MAX });
  return {
    ttlSeconds,
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > now()) return known.userId;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'], currentDate: new Date(now()) });
        if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
        verified.set(token, { userId: payload.sub, expiresAtMs: payload.exp * 1000 });
        return payload.sub;
      } catch {
        return null;
      }
    },
  };
}
