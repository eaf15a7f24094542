import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AppConfig } from '../../api/types';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { configFixture, USER } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { LoginPage } from './login-page';

const server = setupApiServer();

function renderLogin(auth: Partial<AppConfig['auth']>, state?: unknown) {
  server.use(http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture(auth))));
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>Signed-in page</p> },
    ],
    // The route guard passes where the user was going as location state.
    { pathname: '/login', state },
  );
}

describe('LoginPage', () => {
  it('shows the logo, title and tagline', async () => {
    renderLogin({ devLogin: true });
    expect(screen.getByRole('img', { name: 'Labforge logo' })).toHaveAttribute('src', '/logo.svg');
    expect(screen.getByRole('heading', { level: 1, name: 'Labforge' })).toBeInTheDocument();
    expect(screen.getByText('Science Experiment Platform')).toBeInTheDocument();
    await screen.findByRole('form', { name: 'Local sign-in' });
  });

  it('offers local sign-in only when the config says so', async () => {
    renderLogin({ devLogin: true });
    const form = await screen.findByRole('form', { name: 'Local sign-in' });
    expect(form).toHaveTextContent('Local sign-in for this machine');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in locally' })).toBeInTheDocument();
    expect(screen.queryByTestId('google-sign-in')).not.toBeInTheDocument();
  });

  it("renders Google's button container when a client id is set, and no local form", async () => {
    renderLogin({ googleClientId: 'client-123.apps.googleusercontent.com', devLogin: false });
    expect(await screen.findByTestId('google-sign-in')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in locally' })).not.toBeInTheDocument();
  });

  it('says who can configure sign-in when nothing is configured, without setting names', async () => {
    renderLogin({ googleClientId: null, devLogin: false });
    expect(await screen.findByText('Sign-in is not configured')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your administrator can turn on Google sign-in, or local sign-in for a server on one machine (see the "Configuration" section of the README), then reload this page.',
      ),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/GOOGLE_CLIENT_ID|AUTH_DEV_LOGIN/);
  });

  it('asks for an email before signing in', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin({ devLogin: true });
    await user.click(await screen.findByRole('button', { name: 'Sign in locally' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is required');
  });

  it('signs in locally and returns to where the user was going', async () => {
    const user = userEvent.setup({ delay: null });
    let sent: unknown;
    server.use(
      http.post(apiUrl('/v1/auth/dev/login'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ access_token: 'a', refresh_token: 'r', token_type: 'bearer', user_profile: USER });
      }),
    );
    const { router } = renderLogin({ devLogin: true }, { from: { pathname: '/workspaces/list' } });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), ' ada@example.org ');
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Sign in locally' }));
    expect(await screen.findByText('Signed-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/workspaces/list');
    expect(sent).toEqual({ email: 'ada@example.org', name: 'Ada' });
    expect(localStorage.getItem('auth-token')).toBe('a');
  });

  it('shows a failed sign-in in an alert', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post(apiUrl('/v1/auth/dev/login'), () =>
        HttpResponse.json(
          { detail: { error: { message: 'Local sign-in is disabled', type: 'forbidden' } } },
          { status: 403 },
        ),
      ),
    );
    renderLogin({ devLogin: true });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Sign in locally' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Local sign-in is disabled');
  });
});
