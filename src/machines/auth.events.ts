// Every event the auth machine's model takes: the login page's and the app's, and each call settling.
import { toApiError, toTransportError } from '../api/errors';
import type { UserProfile } from '../api/types';
import { SIGN_IN_MESSAGES } from '../domain/messages';
import type { AuthEvent } from './auth.machine';
import type { ModelEvent, PlanVariant } from './model/types';

export const PROFILE: UserProfile = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ada@example.org',
  name: 'Ada',
};
export const SIGN_IN_REJECTED = toApiError(401, {
  detail: { error: { message: SIGN_IN_MESSAGES.invalidToken, type: 'invalid_token' } },
});
export const TOKEN_REJECTED = toApiError(401, undefined);
/** The me call got no answer at all: the page navigated away. */
export const NO_ANSWER = toTransportError(new DOMException('The operation was aborted.', 'AbortError'));
export const LOGOUT_FAILED = toApiError(500, undefined);

export const events: readonly ModelEvent<AuthEvent>[] = [
  { type: 'auth.devLogin', email: 'ada@example.org', name: 'Ada' },
  { type: 'auth.googleLogin', idToken: 'google-id-token' },
  { type: 'auth.logout' },
  { type: 'auth.sessionExpired' },
  { type: 'xstate.done.actor.validateSession', output: PROFILE },
  { type: 'xstate.error.actor.validateSession', error: TOKEN_REJECTED },
  { type: 'xstate.error.actor.validateSession', error: NO_ANSWER },
  { type: 'xstate.done.actor.signIn', output: PROFILE },
  { type: 'xstate.error.actor.signIn', error: SIGN_IN_REJECTED },
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'xstate.error.actor.logout', error: LOGOUT_FAILED },
];

export const STORED_TOKEN = 'a stored token';

// The start reads storage: the plan starts once without a token and once with one.
export const variants: readonly PlanVariant[] = [
  { name: 'no stored token', guards: { hasStoredToken: () => false } },
  { name: STORED_TOKEN, guards: { hasStoredToken: () => true } },
];
