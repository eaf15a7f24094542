import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { GOAL_CREATE_MESSAGES } from '../../domain/messages';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { coscientistApi } from '../../../tests/support/ui/coscientist-api';
import { goalFixture, WORKSPACE } from '../../../tests/support/ui/coscientist-fixtures';
import { workspaceFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { workspaceApi } from '../../../tests/support/ui/workspace-api';
import { CreateGoalPage } from './create-goal-page';

const server = setupApiServer();
const OTHER = workspaceFixture(2, { name: 'Ocean lab' });

function renderCreate(path = `/workspaces/${WORKSPACE.id}/create-goal`) {
  const workspaces = workspaceApi([WORKSPACE, OTHER]);
  const api = coscientistApi({ goals: [goalFixture(1, { title: 'Existing goal' })] });
  server.use(...workspaces.handlers, ...api.handlers);
  const utils = renderRoutes(
    [
      { path: '/workspaces/create-goal', element: <CreateGoalPage /> },
      { path: '/workspaces/:workspaceId/create-goal', element: <CreateGoalPage /> },
      { path: '/workspaces/:workspaceId/goals', element: <h2>Goals tab</h2> },
      { path: '/workspaces/:workspaceId/session/:sessionId', element: <h2>Session page</h2> },
    ],
    path,
  );
  return { ...utils, store: api.store };
}

const form = () => screen.getByRole('form', { name: 'New research goal' });
const goalsList = () => screen.getByRole('table', { name: 'Goals in this workspace' });

/** Types a value over whatever the field holds. */
async function enter(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.type(field, value);
}

async function fill(user: UserEvent, title: string) {
  await enter(user, within(form()).getByRole('textbox', { name: 'Title' }), title);
  await enter(
    user,
    within(form()).getByRole('textbox', { name: /Description/ }),
    'Which microbes help roots in drought?',
  );
  await enter(user, within(form()).getByRole('spinbutton', { name: 'Number of ideas' }), '12');
  await enter(user, within(form()).getByRole('spinbutton', { name: 'Rounds' }), '2');
}

/** A create answer that waits, so the optimistic row can be seen first. */
const slowCreate = (reply: () => Response) =>
  http.post(apiUrl('/v1/workspaces/:id/goals'), async () => {
    await delay(150);
    return reply();
  });

describe('CreateGoalPage', { timeout: 15_000 }, () => {
  it('checks the fields before sending', async () => {
    const user = userEvent.setup({ delay: null });
    renderCreate();
    await within(await screen.findByRole('table', { name: 'Goals in this workspace' })).findByText('Existing goal');
    await enter(user, within(form()).getByRole('spinbutton', { name: 'Rounds' }), '40');
    await user.click(screen.getByRole('button', { name: 'Create goal' }));
    expect(within(form()).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Title is required');
    expect(within(form()).getByRole('spinbutton', { name: 'Rounds' })).toHaveAccessibleDescription(
      'Rounds must be a whole number from 1 to 20',
    );
    expect(within(form()).getByRole('textbox', { name: 'Title' })).toHaveFocus();
  });

  it('shows the new goal at once, then opens the goals tab when saved', async () => {
    const user = userEvent.setup({ delay: null });
    const { store, router } = renderCreate();
    await within(await screen.findByRole('table', { name: 'Goals in this workspace' })).findByText('Existing goal');
    server.use(
      http.post(apiUrl('/v1/workspaces/:id/goals'), async (info) => {
        await delay(150);
        return coscientistHandlerResult(info.request, store);
      }),
    );
    await fill(user, 'Drought-tolerant microbes');
    await user.click(screen.getByRole('button', { name: 'Create goal' }));

    const saving = await within(goalsList()).findByRole('row', { name: /Drought-tolerant microbes/ });
    expect(saving).toHaveAttribute('aria-busy', 'true');
    expect(saving).toHaveTextContent('Saving…');
    expect(within(goalsList()).getAllByRole('row')).toHaveLength(3);

    expect(await screen.findByRole('heading', { name: 'Goals tab' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/workspaces/${WORKSPACE.id}/goals`);
    expect(store.goals[0]).toMatchObject({
      title: 'Drought-tolerant microbes',
      parameters: { numberOfIdeas: 12, rounds: 2 },
      workspaceId: WORKSPACE.id,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Goal created');
  });

  it.each([
    ['network', () => HttpResponse.error(), GOAL_CREATE_MESSAGES.network],
    [
      'validation',
      () =>
        HttpResponse.json(
          { detail: { error: { message: 'title: too long', type: 'validation_error' } } },
          { status: 400 },
        ),
      GOAL_CREATE_MESSAGES.validation,
    ],
    [
      'auth',
      () => HttpResponse.json({ detail: { error: { message: 'Sign in', type: 'unauthorized' } } }, { status: 401 }),
      GOAL_CREATE_MESSAGES.auth,
    ],
    [
      'permission',
      () => HttpResponse.json({ detail: { error: { message: 'Forbidden', type: 'forbidden' } } }, { status: 403 }),
      GOAL_CREATE_MESSAGES.permission,
    ],
  ])('rolls the new goal back on a %s failure and says so in the catalogue’s words', async (_kind, reply, words) => {
    const user = userEvent.setup({ delay: null });
    renderCreate();
    await within(await screen.findByRole('table', { name: 'Goals in this workspace' })).findByText('Existing goal');
    server.use(slowCreate(reply));
    await fill(user, 'Doomed goal');
    await user.click(screen.getByRole('button', { name: 'Create goal' }));

    expect(await within(goalsList()).findByRole('row', { name: /Doomed goal/ })).toHaveTextContent('Saving…');
    // A network failure is retried twice first (1 s, then 2 s), as mutations are.
    const alert = await within(form()).findByRole('alert', {}, { timeout: 6_000 });
    expect(alert).toHaveTextContent(words);
    expect(within(goalsList()).queryByRole('row', { name: /Doomed goal/ })).not.toBeInTheDocument();
    expect(within(form()).getByRole('textbox', { name: 'Title' })).toHaveValue('Doomed goal');
    expect(screen.getByRole('heading', { name: 'Describe the goal' })).toBeInTheDocument();
  });

  it('picks the workspace on /workspaces/create-goal', async () => {
    const user = userEvent.setup({ delay: null });
    const { store, router } = renderCreate('/workspaces/create-goal');
    const picker = await screen.findByRole('combobox', { name: 'Workspace' });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Create goal' })).toBeDisabled();
    await user.selectOptions(picker, OTHER.id);
    expect(await screen.findByText('No goals yet: this will be the first.')).toBeInTheDocument();
    await fill(user, 'Ocean goal');
    await user.click(screen.getByRole('button', { name: 'Create goal' }));
    await screen.findByRole('heading', { name: 'Goals tab' });
    expect(router.state.location.pathname).toBe(`/workspaces/${OTHER.id}/goals`);
    expect(store.goals[0]).toMatchObject({ title: 'Ocean goal', workspaceId: OTHER.id });
  });

  it('opens a session started from the list even when the page moved on while it started', async () => {
    const user = userEvent.setup({ delay: null });
    const { store, router } = renderCreate();
    let answerStart = () => {};
    const held = new Promise<void>((resolve) => (answerStart = resolve));
    server.use(
      http.post(apiUrl('/v1/workspaces/:id/goals/:goalId/start'), async () => {
        await held;
        return passthroughToStore();
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Start session for Existing goal' }));
    await act(() => router.navigate(`/workspaces/${WORKSPACE.id}/goals`));
    await screen.findByRole('heading', { name: 'Goals tab' });
    await act(async () => answerStart());
    await screen.findByRole('heading', { name: 'Session page' });
    expect(router.state.location.pathname).toBe(`/workspaces/${WORKSPACE.id}/session/${store.sessions[0].id}`);
  });
});

/** Lets a held request fall through to the in-memory API's own handler. */
const passthroughToStore = () => undefined;

/** The in-memory API's own create, reached after the delay above. */
async function coscientistHandlerResult(request: Request, store: ReturnType<typeof coscientistApi>['store']) {
  const body = (await request.json()) as {
    title: string;
    description?: string;
    parameters?: Record<string, unknown>;
    workspaceId: string;
  };
  const goal = goalFixture(99, {
    id: crypto.randomUUID(),
    title: body.title,
    description: body.description ?? '',
    parameters: body.parameters ?? {},
    workspaceId: body.workspaceId,
  });
  store.goals.unshift(goal);
  return HttpResponse.json(goal, { status: 201 });
}
