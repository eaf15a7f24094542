import { createHash, randomBytes } from 'node:crypto';

// A personal access token's secret: 'lf_pat_' and 32 random bytes in base64url. Only its SHA-256
// is stored; a leaked table gives no usable token. The first 12 characters tell tokens apart.

export const TOKEN_PREFIX = 'lf_pat_';
const SHAPE = /^lf_pat_[A-Za-z0-9_-]{43}$/;

export function newTokenSecret(): string {
  return TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export const tokenPrefixOf = (secret: string) => secret.slice(0, 12);

/** Whether a bearer credential could be one of ours: anything else is refused without a query. */
export const looksLikeTokenSecret = (credential: string) => SHAPE.test(credential);
