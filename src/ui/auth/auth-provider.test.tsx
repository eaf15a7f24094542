import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { waitFor } from 'xstate';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { USER } from '../../../tests/support/ui/fixtures';
import { clearTokens, saveTokens } from '../../api/token-store';
import { AuthProvider, selectUser, startAuthActor, useAuthSelector } from './auth-provider';

const server = setupApiServer();
afterEach(() => clearTokens());

function Greeting() {
  const user = useAuthSelector(selectUser);
  return <p>{user ? `Signed in as ${user.name}` : 'Not signed in'}</p>;
}

const renderWith = (actor: ReturnType<typeof startAuthActor>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider actor={actor}>
        <Greeting />
      </AuthProvider>
    </QueryClientProvider>,
  );

describe('an auth actor started as the app boots', () => {
  it('has checked the stored token before the first render, which then shows the user at once', async () => {
    server.use(http.get(apiUrl('/v1/auth/me'), () => HttpResponse.json(USER)));
    saveTokens({ access_token: 'stored', refresh_token: 'refresh' });
    const actor = startAuthActor();
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    renderWith(actor);
    expect(screen.getByText(`Signed in as ${USER.name}`)).toBeInTheDocument();
    actor.stop();
  });

  it('is signed out from the start without a stored token, and asks the server nothing', () => {
    const actor = startAuthActor();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    renderWith(actor);
    expect(screen.getByText('Not signed in')).toBeInTheDocument();
    actor.stop();
  });
});
