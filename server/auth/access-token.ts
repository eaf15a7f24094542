import { createSecretKey } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

// Short-lived HS256 access tokens; the subject is the user id and nothing else is trusted from it.

const ISSUER = 'labforge';
const AUDIENCE = 'labforge-api';

export interface AccessTokens {
  ttlSeconds: number;
  sign(userId: string): Promise<string>;
  /** The user id, or null for anything expired, forged or malformed. */
  verify(token: string): Promise<string | null>;
}

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  // A KeyObject made once: raw bytes would make jose import a CryptoKey on every request.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
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
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
