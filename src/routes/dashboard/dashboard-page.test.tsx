import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '../../../tests/support/ui/api-server';
import { renderRoutes } from '../../../tests/support/ui/render';
import { DashboardPage } from './dashboard-page';
import { dashboardApi, EMPTY_DASHBOARD, failingDashboard, FULL_DASHBOARD, sessionRow } from './dashboard.test-support';

const server = setupApiServer();

const renderDashboard = () => renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], '/dashboard');
const progressBar = () => screen.findByRole('progressbar', { name: 'Progress of Nitrogen fixation' });
const POLL_MS = 5_000;

afterEach(() => vi.useRealTimers());

describe('DashboardPage', () => {
  it('says why the read failed, in the server’s words, and tries again on request', async () => {
    const user = userEvent.setup();
    server.use(failingDashboard());
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An unexpected error occurred');
    expect(screen.queryByRole('region', { name: 'Recent workspaces' })).not.toBeInTheDocument();
    server.use(dashboardApi(FULL_DASHBOARD).handler);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Nitrogen fixation' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads again every 5 s while a session runs, and stops once none does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const finished = { ...FULL_DASHBOARD, sessions: [] };
    const api = dashboardApi(
      { ...FULL_DASHBOARD, sessions: [sessionRow('queued', 0)] },
      { ...FULL_DASHBOARD, sessions: [sessionRow('running', 80)] },
      finished,
    );
    server.use(api.handler);
    renderDashboard();
    expect(await progressBar()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Queued')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await screen.findByText('80%')).toBeInTheDocument();
    expect(await progressBar()).toHaveAttribute('aria-valuenow', '80');
    expect(api.reads()).toBe(2);

    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await screen.findByText('No sessions are running')).toBeInTheDocument();
    expect(api.reads()).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(4 * POLL_MS));
    expect(api.reads()).toBe(3);
  });

  it('reads once when no session runs', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = dashboardApi(EMPTY_DASHBOARD);
    server.use(api.handler);
    renderDashboard();
    expect(await screen.findByText('No sessions are running')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4 * POLL_MS));
    expect(api.reads()).toBe(1);
  });

  it('keeps what it read last when a later read fails, says so, and recovers on the next', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(dashboardApi(FULL_DASHBOARD).handler);
    renderDashboard();
    expect(await progressBar()).toHaveAttribute('aria-valuenow', '45');
    server.use(failingDashboard());
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
    expect(await progressBar()).toHaveAttribute('aria-valuenow', '45');
    server.use(dashboardApi({ ...FULL_DASHBOARD, sessions: [sessionRow('running', 60)] }).handler);
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await screen.findByText('60%')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
