import { createRemoteJWKSet, customFetch, errors, jwtVerify } from 'jose';
import { SERVER_AUTH_MESSAGES, SIGN_IN_MESSAGES } from '../../src/domain/messages';
import { forbidden, HttpError, unauthorized } from '../http/http-error';
import { cappedResponse } from '../http/read-capped';

// Verifies a Google (or any configured OIDC issuer's) ID token against the issuer's published
// keys: signature, issuer, audience = our client id, expiry; and it must carry an email.

export interface VerifiedIdentity {
  /** The configured issuer, so both spellings of Google's land on the same account. */
  issuer: string;
  subject: string;
  email: string;
  name: string | null;
  picture: string | null;
}

export type IdTokenVerifier = (idToken: string) => Promise<VerifiedIdentity>;

interface IdTokenConfig {
  googleClientId: string | null;
  issuers: readonly string[];
  jwksUrl: string;
}

/** The issuer's key set is a few kB (Google's holds two or three keys); 1 MB is far past any real one. */
export const KEY_SET_MAX_BYTES = 1_000_000;

// Failures of the key server, not of the token: say so instead of blaming the user's token.
const UNAVAILABLE_CODES = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JOSE_GENERIC', 'ERR_JWKS_INVALID']);

export function createIdTokenVerifier(config: IdTokenConfig): IdTokenVerifier {
  const clientId = config.googleClientId;
  // Built once: jose caches the key set and refetches it when an unknown key id shows up. Its
  // answer is read up to a cap like every outside body (docs/architecture.md, "Capped reads"); past
  // it jose cannot parse the set, and sign-in is unavailable rather than the server's memory full.
  const keys = createRemoteJWKSet(new URL(config.jwksUrl), {
    [customFetch]: async (url, options) =>
      cappedResponse(await fetch(url, options), KEY_SET_MAX_BYTES, 'The sign-in key server'),
  });
  return async (idToken) => {
    if (!clientId) throw forbidden(SIGN_IN_MESSAGES.unauthorizedClient, 'unauthorized_client');
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer: [...config.issuers],
        audience: clientId,
        algorithms: ['RS256', 'ES256'],
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError && !UNAVAILABLE_CODES.has(error.code)) {
        throw unauthorized(SIGN_IN_MESSAGES.invalidToken, 'invalid_token');
      }
      throw new HttpError(503, 'service_unavailable', SERVER_AUTH_MESSAGES.signInUnavailable);
    }
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    const verified = payload.email_verified;
    if (!email || verified === false || verified === 'false' || typeof payload.sub !== 'string') {
      throw unauthorized(SIGN_IN_MESSAGES.invalidToken, 'invalid_token');
    }
    return {
      issuer: config.issuers[0],
      subject: payload.sub,
      email,
      name: typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : null,
      picture: typeof payload.picture === 'string' ? payload.picture : null,
    };
  };
}
