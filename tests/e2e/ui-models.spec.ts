import { test } from './support/test';
import { assistantPanelPage } from './models/assistant-panel.model';
import { authPage } from './models/auth.model';
import { ideaStatusPage } from './models/idea-status.model';
import { logsDrawerPage } from './models/logs-drawer.model';
import { runEveryPath } from './models/run-model';
import { addIdeaToGoal, seedResearch, seedWorkspaces } from './support/seed';
import { signInLocally, uniqueEmail } from './support/session';

// Model-based UI tests: a small abstract model beside each page (tests/e2e/models/), every path
// createTestModel gives for it driven in Chromium as a step of one long journey per model, each
// path from a fresh start, and then a check that the paths took every transition of the model.

test('auth: every path of the sign-in model', async ({ page }) => {
  test.setTimeout(120_000);
  await runEveryPath(page, 'auth', authPage(page, uniqueEmail('ui-model'), 'Mary Somerville'), 'refused');
});

test('activity log drawer: every path of the drawer model', async ({ page }) => {
  test.setTimeout(120_000);
  await signInLocally(page);
  const workspaces = ['Tidal energy', 'Coral genomics'];
  await seedWorkspaces(page, workspaces);
  await runEveryPath(page, 'logs-drawer', logsDrawerPage(page, workspaces), 'filtered');
});

test('assistant panel: every path of the panel model', async ({ page }) => {
  // Two paths wait for whole answers at the offline engine's reading pace.
  test.setTimeout(180_000);
  await signInLocally(page);
  await runEveryPath(page, 'assistant-panel', assistantPanelPage(page), 'answering');
});

test('idea status: every path of the lifecycle model on the idea page', async ({ page }) => {
  // A whole offline session first, then one new idea per path.
  test.setTimeout(240_000);
  await signInLocally(page);
  const { workspaceId, goalId } = await seedResearch(page, 'Salt-tolerant rice');
  let made = 0;
  const newIdea = async () => {
    made += 1;
    const title = `Root exudates that keep rice growing in brackish paddies, take ${made}`;
    const idea = await addIdeaToGoal(page, goalId, title);
    return { id: idea.id, workspaceId, title };
  };
  await runEveryPath(page, 'idea-status', ideaStatusPage(page, newIdea), 'selected');
});
