import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Data for journeys that look at pages rather than at how the data got there: made through the
// public API with the signed-in user's own token, so it is exactly what the UI would have made.

export interface SeededResearch {
  workspaceId: string;
  goalId: string;
  sessionId: string;
  ideaIds: string[];
  experimentId: string;
  workflowId: string;
}

async function api<T>(request: APIRequestContext, token: string, method: string, path: string, data?: unknown) {
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A workspace with one goal whose small offline session has completed, one idea converted. */
export async function seedResearch(page: Page, title = 'Nitrogen-fixing cereals'): Promise<SeededResearch> {
  const token = await page.evaluate(() => localStorage.getItem('auth-token'));
  if (!token) throw new Error('seedResearch needs a signed-in page');
  const call = <T>(method: string, path: string, data?: unknown) => api<T>(page.request, token, method, path, data);

  const workspace = await call<{ id: string }>('POST', '/v1/workspaces', {
    name: 'Crop science',
    description: 'Where plant biology meets the field',
  });
  const goal = await call<{ id: string }>('POST', `/v1/workspaces/${workspace.id}/goals`, {
    title,
    description: 'Can root microbiomes let wheat fix its own nitrogen at field scale?',
    parameters: { numberOfIdeas: 4, rounds: 1 },
  });
  const session = await call<{ id: string }>('POST', `/v1/workspaces/${workspace.id}/goals/${goal.id}/start`, {
    goalId: goal.id,
    answerGenerationMode: 'IDEA_FORGE',
  });
  await expect
    .poll(async () => (await call<{ status: string }>('GET', `/v1/sessions/${session.id}`)).status, {
      timeout: 90_000,
      intervals: [1000],
    })
    .toBe('completed');
  const ideas = await call<{ items: { id: string }[] }>('GET', `/v1/ideas/session/${session.id}`);
  const ideaIds = ideas.items.map((idea) => idea.id);
  await call('PATCH', `/v1/ideas/${ideaIds[0]}/select`, { status: 'selected' });
  const converted = await call<{ conversionResults: { experimentId: string; workflowId: string }[] }>(
    'POST',
    '/v1/ideas/convert',
    { ideaIds: [ideaIds[0]] },
  );
  const { experimentId, workflowId } = converted.conversionResults[0]!;
  return { workspaceId: workspace.id, goalId: goal.id, sessionId: session.id, ideaIds, experimentId, workflowId };
}

async function signedInToken(page: Page, helper: string): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('auth-token'));
  if (!token) throw new Error(`${helper} needs a signed-in page`);
  return token;
}

/** A researcher's own idea added to the goal's (completed) session: it starts out 'generated'. */
export async function addIdeaToGoal(page: Page, goalId: string, title: string): Promise<{ id: string }> {
  const token = await signedInToken(page, 'addIdeaToGoal');
  return api(page.request, token, 'POST', `/v1/ideas/create-for-goal/${goalId}`, { title });
}

/** Workspaces made through the API, each writing one workspace.created row to the activity log. */
export async function seedWorkspaces(page: Page, names: string[]): Promise<void> {
  const token = await signedInToken(page, 'seedWorkspaces');
  for (const name of names) await api(page.request, token, 'POST', '/v1/workspaces', { name });
}
