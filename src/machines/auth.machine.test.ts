import { createActor, fromPromise, waitFor } from 'xstate';
import { SIGN_IN_MESSAGES } from '../domain/messages';
import { toApiError, toTransportError } from '../api/errors';
import { getAccessToken, getRefreshToken, saveTokens } from '../api/token-store';
import * as authModel from './auth.events';
import { PROFILE as profile, SIGN_IN_REJECTED as signInRejected } from './auth.events';
import { authMachine } from './auth.machine';
import { modelHarness } from './auth.test-support';
import { describeModel } from './model/describe-model.test-support';
import { stubActors } from './model/stubs';

describeModel(authMachine, authModel, modelHarness);

/** The machine with stub actors that settle when a story says so. */
function controlledActors() {
  const stubs = stubActors(authMachine);
  return { actors: stubs.actors as never, stubs };
}

describe('auth machine', () => {
  async function signedInActor() {
    saveTokens({ access_token: 'stored-access', refresh_token: 'stored-refresh' });
    const control = controlledActors();
    const actor = createActor(authMachine.provide({ actors: control.actors })).start();
    control.stubs.settle('validateSession', 'done', profile);
    await waitFor(actor, (s) => s.matches('authenticated'));
    return { actor, ...control };
  }

  it('logout clears the user and the tokens even when the call fails', async () => {
    const { actor, stubs } = await signedInActor();
    expect(actor.getSnapshot().context.user).toEqual(profile);
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    stubs.settle('logout', 'error', toApiError(500, undefined));
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.user).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('a stored token the server rejects ends signed out with the tokens cleared', async () => {
    saveTokens({ access_token: 'invalid', refresh_token: 'revoked' });
    const { actors, stubs } = controlledActors();
    const actor = createActor(authMachine.provide({ actors })).start();
    expect(actor.getSnapshot().matches({ loading: 'validating' })).toBe(true);
    stubs.settle('validateSession', 'error', toApiError(401, undefined));
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context).toEqual({ user: null, error: null, signedOutByUser: false });
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('a me call that gets no answer (a navigation abort, offline) signs out but keeps the tokens', async () => {
    saveTokens({ access_token: 'still-good', refresh_token: 'still-good-refresh' });
    const { actors, stubs } = controlledActors();
    const actor = createActor(authMachine.provide({ actors })).start();
    stubs.settle(
      'validateSession',
      'error',
      toTransportError(new DOMException('The operation was aborted.', 'AbortError')),
    );
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.user).toBeNull();
    expect(getAccessToken()).toBe('still-good');
    expect(getRefreshToken()).toBe('still-good-refresh');
  });

  it('with no stored token goes straight to signedOut without calling me', () => {
    const validateSession = vi.fn(() => Promise.resolve(profile));
    const actor = createActor(
      authMachine.provide({ actors: { validateSession: fromPromise(validateSession) } }),
    ).start();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(validateSession).not.toHaveBeenCalled();
  });

  it('passes the sign-in event to the signIn actor and keeps the failure message', async () => {
    const { actors, stubs } = controlledActors();
    const actor = createActor(authMachine.provide({ actors })).start();
    actor.send({ type: 'auth.googleLogin', idToken: 'google-id-token' });
    expect(stubs.calls.map((c) => c.input)).toEqual([{ type: 'auth.googleLogin', idToken: 'google-id-token' }]);
    stubs.settle('signIn', 'error', signInRejected);
    let snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.error).toBe(SIGN_IN_MESSAGES.invalidToken);
    actor.send({ type: 'auth.devLogin', email: 'ada@example.org' });
    expect(actor.getSnapshot().context.error).toBeNull();
    stubs.settle('signIn', 'done', profile);
    snapshot = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(snapshot.context.user).toEqual(profile);
  });

  it('a session expiring while signed in clears the user and the tokens', async () => {
    const { actor } = await signedInActor();
    actor.send({ type: 'auth.sessionExpired' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(getAccessToken()).toBeNull();
  });
});
