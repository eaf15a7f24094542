import { createSecretKey } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

// Short-lived HS256 access tokens: the subject is the user id and `sid` the sign-in (refresh
// token family) it belongs to, so ending that sign-in ends its access tokens too.

const ISSUER = 'labforge';
const AUDIENCE = 'labforge-api';
/** Tokens remembered as verified: every signed-in client's current token, and then some. */
const VERIFIED_MAX = 10_000;

export interface AccessClaims {
  userId: string;
  /** The token family of the sign-in that issued the token. */
  familyId: string;
}

export interface AccessTokens {
  ttlSeconds: number;
  sign(userId: string, familyId: string): Promise<string>;
  /** The claims, or null for anything expired, forged, malformed or of a revoked sign-in. */
  verify(token: string): Promise<AccessClaims | null>;
}

export interface AccessTokenOptions {
  /** True once the sign-in was ended; asked on every verification, remembered or not. */
  isRevoked?: (familyId: string) => boolean;
  now?: () => number;
}

export function createAccessTokens(
  secret: string,
  ttlSeconds: number,
  { isRevoked = () => false, now = Date.now }: AccessTokenOptions = {},
): AccessTokens {
  // A KeyObject made once: raw bytes would make jose import a CryptoKey on every request.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  // A signature checked once is checked for good, so a client's repeated calls cost a lookup and
  // an expiry check instead of an HMAC (decision 003); revocation is asked anew every time.
  const verified = new LRUCache<string, AccessClaims & { expiresAtMs: number }>({ max: VERIFIED_MAX });
  const answer = (claims: AccessClaims): AccessClaims | null =>
    isRevoked(claims.familyId) ? null : { userId: claims.userId, familyId: claims.familyId };
  return {
    ttlSeconds,
    sign: (userId, familyId) =>
      new SignJWT({ sid: familyId })
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
        if (known.expiresAtMs > now()) return answer(known);
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        // A token without a sign-in could never be revoked, so it is no token at all.
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number')
          return null;
        const claims = { userId: payload.sub, familyId: payload.sid };
        verified.set(token, { ...claims, expiresAtMs: payload.exp * 1000 });
        return answer(claims);
      } catch {
        return null;
      }
    },
  };
}
