// Sign-in, session and sign-out calls. Successful sign-ins store the
// tokens here so every caller (the auth machine, tests, scripts) gets the same behaviour.
import { SIGN_IN_MESSAGES } from '../domain/messages';
import { ME_READ } from '../domain/page-reads';
import { api, unwrap } from './client';
import { takeEarlyRead } from './early-reads';
import { ApiError, getErrorCode, getErrorMessage, getErrorStatus } from './errors';
import { clearTokens, getRefreshToken, saveTokens } from './token-store';
import type { SignInResponse, UserProfile } from './types';

function signedIn(response: SignInResponse): UserProfile {
  saveTokens({ access_token: response.access_token, refresh_token: response.refresh_token });
  return response.user_profile;
}

/** The sign-in words (docs/product.md, "Error messages"), for server answers and Google Identity Services errors. */
export function googleSignInErrorMessage(err: unknown): string {
  const oauthError = err && typeof err === 'object' ? (err as { error?: unknown }).error : undefined;
  const code = getErrorCode(err) ?? (typeof oauthError === 'string' ? oauthError : undefined);
  if (code === 'unauthorized_client') return SIGN_IN_MESSAGES.unauthorizedClient;
  if (code === 'access_denied') return SIGN_IN_MESSAGES.accessDenied;
  const status = getErrorStatus(err);
  if (code === 'invalid_token' || status === 400 || status === 401) return SIGN_IN_MESSAGES.invalidToken;
  return getErrorMessage(err);
}

export async function loginWithIdToken(idToken: string, signal?: AbortSignal): Promise<UserProfile> {
  try {
    return signedIn(await unwrap(api.POST('/v1/auth/google/callback', { body: { id_token: idToken }, signal })));
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    throw new ApiError(googleSignInErrorMessage(err), err.status, err.code, err.body);
  }
}

/** Local sign-in, offered only when GET /v1/config reports auth.devLogin. */
export async function devLogin(email: string, name?: string, signal?: AbortSignal): Promise<UserProfile> {
  const body = name ? { email, name } : { email };
  return signedIn(await unwrap(api.POST('/v1/auth/dev/login', { body, signal })));
}

export async function debugLogin(): Promise<never> {
  throw new Error(SIGN_IN_MESSAGES.debugDisabled);
}

/** Password sign-in was removed; kept so old callers fail loudly without sending a password. */
export async function login(_email: string, _password: string): Promise<never> {
  throw new Error(SIGN_IN_MESSAGES.passwordDeprecated);
}

export async function fetchMe(signal?: AbortSignal): Promise<UserProfile> {
  return (await takeEarlyRead<UserProfile>(ME_READ)) ?? unwrap(api.GET(ME_READ, { signal }));
}

/** Ends the session on the server; the tokens go even if that call fails. */
export async function logout(signal?: AbortSignal): Promise<void> {
  const refreshToken = getRefreshToken();
  try {
    await unwrap(api.POST('/v1/auth/logout', { body: refreshToken ? { refresh_token: refreshToken } : {}, signal }));
  } finally {
    clearTokens();
  }
}
