import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { waitFor } from 'xstate';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { USER } from '../../../tests/support/ui/fixtures';
import { clearTokens, saveTokens } from '../../api/token-store';
import { AuthProvider, startAuthActor } from './auth-provider';
import { RequireAuth, type LoginLocationState } from './require-auth';

const server = setupApiServer();
afterEach(() => clearTokens());

function LoginStandIn() {
  const from = (useLocation().state as LoginLocationState | null)?.from;
  return <p>{from ? `Sign in to return to ${from.pathname}` : 'Sign in'}</p>;
}

/** The route guard as the router renders it, for an actor already in the state under test. */
const renderGuard = (actor: ReturnType<typeof startAuthActor>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider actor={actor}>
        <MemoryRouter initialEntries={['/workspaces/list']}>
          <Routes>
            <Route element={<RequireAuth />}>
              <Route path="/workspaces/list" element={<p>Workspaces</p>} />
            </Route>
            <Route path="/login" element={<LoginStandIn />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );

async function signedInActor() {
  server.use(http.get(apiUrl('/v1/auth/me'), () => HttpResponse.json(USER)));
  saveTokens({ access_token: 'stored', refresh_token: 'refresh' });
  const actor = startAuthActor();
  await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
  return actor;
}

describe('RequireAuth', () => {
  it('sends a visitor to sign in, and back to the page they asked for after', () => {
    renderGuard(startAuthActor());
    expect(screen.getByText('Sign in to return to /workspaces/list')).toBeInTheDocument();
  });

  // The router may render the guard only after the sign-out call has finished (a slow page, a
  // pending transition): the way back must not reappear then.
  it('offers no way back after the user signed out, even once the sign-out call has finished', async () => {
    server.use(http.post(apiUrl('/v1/auth/logout'), () => new HttpResponse(null, { status: 204 })));
    const actor = await signedInActor();
    actor.send({ type: 'auth.logout' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    renderGuard(actor);
    expect(screen.getByText('Sign in')).toBeInTheDocument();
    actor.stop();
  });

  it('keeps the way back when the session expired rather than the user signing out', async () => {
    const actor = await signedInActor();
    actor.send({ type: 'auth.sessionExpired' });
    renderGuard(actor);
    expect(screen.getByText('Sign in to return to /workspaces/list')).toBeInTheDocument();
    actor.stop();
  });
});
