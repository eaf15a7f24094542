import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { assistantApi, readinessFixture, renderAssistant } from './assistant.test-support';

const server = setupApiServer();

async function statusLine() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Open research assistant' }));
  const panel = await screen.findByRole('dialog', { name: 'Research assistant' });
  return within(panel).findByRole('status', { name: 'System status' });
}

describe('the assistant panel’s status line', () => {
  it('says all systems are operational only when every check is ok', async () => {
    server.use(...assistantApi({ readiness: readinessFixture() }).handlers);
    renderAssistant();
    const status = await statusLine();
    expect(await within(status).findByText('All systems operational')).toBeInTheDocument();
  });

  it.each([
    [{ database: 'down' as const, workers: 'down' as const }, 'Database unreachable'],
    [{ workers: 'degraded' as const }, 'No engine workers running: sessions wait in the queue'],
    [{ model: 'down' as const }, 'Model unreachable: answers fail until it is back'],
    [
      { workers: 'degraded' as const, model: 'down' as const },
      'No engine workers running: sessions wait in the queue · Model unreachable: answers fail until it is back',
    ],
  ])('names what is not working: %o', async (checks, text) => {
    server.use(...assistantApi({ readiness: readinessFixture(checks) }).handlers);
    renderAssistant();
    const status = await statusLine();
    expect(await within(status).findByText(text)).toBeInTheDocument();
    expect(within(status).queryByText('All systems operational')).not.toBeInTheDocument();
  });

  it('does not claim anything when the server cannot be asked', async () => {
    server.use(
      http.get(apiUrl('/v1/health/ready'), () => HttpResponse.error()),
      ...assistantApi().handlers,
    );
    renderAssistant();
    const status = await statusLine();
    expect(await within(status).findByText('Server unreachable: system status unknown')).toBeInTheDocument();
  });

  it('says it is checking until the first answer', async () => {
    server.use(
      http.get(apiUrl('/v1/health/ready'), () => new Promise<never>(() => {})),
      ...assistantApi().handlers,
    );
    renderAssistant();
    expect(within(await statusLine()).getByText('Checking systems…')).toBeInTheDocument();
  });
});
