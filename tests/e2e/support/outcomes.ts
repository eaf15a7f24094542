import { expect, type Page } from '@playwright/test';

// Runs logged on converted ideas' experiments through the public API with the signed-in user's
// token, as a researcher's script would: each experiment's primary metric set, one run logged.

async function call<T>(page: Page, method: string, path: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('auth-token'));
  if (!token) throw new Error('logOutcomes needs a signed-in page');
  const response = await page.request.fetch(path, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export interface LoggedOutcome {
  title: string;
  elo: number;
  workspaceId: string;
}

/**
 * For the experiments of the ideas titled, highest Elo first: accuracy (higher is better) becomes
 * the primary metric and one run logs the next of `values`. Answers the ideas in that order.
 */
export async function logOutcomes(page: Page, titles: string[], values: number[]): Promise<LoggedOutcome[]> {
  const { items } = await call<{ items: { id: string; name: string; ideaId: string; workspaceId: string }[] }>(
    page,
    'GET',
    '/v1/experiments?pageSize=100',
  );
  const experiments = await Promise.all(
    titles.map(async (title) => {
      const experiment = items.find((e) => e.name === title)!;
      const idea = await call<{ eloRating: number }>(page, 'GET', `/v1/ideas/${experiment.ideaId}`);
      return { experiment, title, elo: idea.eloRating };
    }),
  );
  experiments.sort((a, b) => b.elo - a.elo);
  for (const [i, { experiment }] of experiments.entries()) {
    const primaryMetric = { name: 'accuracy', direction: 'maximize' };
    await call(page, 'PATCH', `/v1/experiments/${experiment.id}`, { primaryMetric });
    const run = await call<{ id: string }>(page, 'POST', `/v1/experiments/${experiment.id}/runs`, { name: 'seed-1' });
    const metrics = [{ key: 'accuracy', value: values[i], step: 1 }];
    await call(page, 'POST', `/v1/runs/${run.id}/batch`, { batchId: 'first', metrics });
  }
  return experiments.map(({ title, elo, experiment }) => ({ title, elo, workspaceId: experiment.workspaceId }));
}
