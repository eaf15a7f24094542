import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMachine } from 'xstate';
import { machineEntries, type MachineEntry } from '../../machines/registry';
import type { ExportFile } from '../../domain/activity-export';
import { downloadFile } from '../../ui/download-file';
import { TestPlans } from './test-plans';

vi.mock('../../ui/download-file', () => ({ downloadFile: vi.fn() }));

const entry = (id: string) => {
  const found = machineEntries().find((e) => e.id === id);
  if (!found) throw new Error(`no machine ${id}`);
  return found;
};
const downloaded = () => vi.mocked(downloadFile).mock.calls.at(-1)?.[0] as ExportFile;

describe('TestPlans', () => {
  it('lists the paths to every state and the paths covering every transition, as numbered steps', () => {
    render(<TestPlans entry={entry('auth')} />);
    expect(screen.getByText('7 states, 13 transitions, all covered')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Shortest paths to every state/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Paths covering every transition/ })).toBeInTheDocument();

    const toSigningOut = screen.getByRole('heading', { name: 'To signingOut' }).closest('li')!;
    const steps = within(toSigningOut)
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toEqual([
      'Start → signedOut',
      'auth.devLogin {"email":"ada@example.org","name":"Ada"} → signingIn',
      'signIn answers (email ada@example.org, name Ada) → authenticated',
      'auth.logout → signingOut',
    ]);
    expect(within(toSigningOut).getByText('Given no stored token.')).toBeInTheDocument();
    const validating = screen.getByRole('heading', { name: 'To loading.validating' }).closest('li')!;
    expect(within(validating).getByText('Given a stored token.')).toBeInTheDocument();
  });

  it('exports the plan as JSON and as Markdown', async () => {
    const user = userEvent.setup();
    render(<TestPlans entry={entry('logsDrawer')} />);
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    const json = downloaded();
    expect(json).toMatchObject({ fileName: 'logsDrawer-test-plan.json', mimeType: 'application/json' });
    const plan = JSON.parse(json.content);
    expect(plan.machineId).toBe('logsDrawer');
    expect(plan.uncovered).toEqual([]);
    expect(plan.paths.filter((p: { kind: string }) => p.kind === 'transition').length).toBeGreaterThan(5);

    await user.click(screen.getByRole('button', { name: 'Export Markdown' }));
    const markdown = downloaded();
    expect(markdown.fileName).toBe('logsDrawer-test-plan.md');
    expect(markdown.content).toMatch(/^# Test plan: logsDrawer\n/);
    expect(markdown.content).toContain('## Paths covering every transition');
    expect(markdown.content).toContain('1. Start → `closed`');
  });

  it('names the transitions no path takes', () => {
    // The auth events file has no sample for auth.never, so nothing takes it.
    const machine = createMachine({
      id: 'auth',
      initial: 'signedOut',
      states: { signedOut: { on: { 'auth.logout': 'gone', 'auth.never': 'gone' } }, gone: {} },
    });
    render(<TestPlans entry={{ ...entry('auth'), machine }} />);
    expect(screen.getByText('2 states, 2 transitions, 1 not covered by any path')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('auth.signedOut —auth.never→ auth.gone')).toBeInTheDocument();
  });

  it('says where the events come from when a machine has no events file', () => {
    const machine = createMachine({ id: 'lamp', initial: 'off', states: { off: {} } });
    const lamp: MachineEntry = { id: 'lamp', file: 'lamp.machine.ts', title: 'Lamp', machine };
    render(<TestPlans entry={lamp} />);
    expect(screen.getByText(/No test plan yet/)).toHaveTextContent('src/machines/lamp.events.ts');
  });
});
