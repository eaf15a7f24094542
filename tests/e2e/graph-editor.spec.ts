import { readFile } from 'node:fs/promises';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { createWorkspace, screenshotPath, signInLocally } from './support/session';

// The graph editor as a researcher meets it: a workflow built by mouse and keyboard, a refused
// connection, undo, auto layout, save and reload; a graph generated from a specification and
// edited; and two tabs saving the same workflow, where the second is asked what to do.

const nodeList = (page: Page) => page.getByRole('list', { name: 'Workflow nodes' });
const inspector = (page: Page) => page.getByRole('region', { name: 'Selected node' });
const saveState = (page: Page) => page.getByRole('toolbar', { name: 'Graph editor actions' }).getByRole('status');

/** Lays the graph out and waits until it is: the layout runs in a web worker, the canvas is busy meanwhile. */
async function autoLayout(page: Page) {
  await page.getByRole('button', { name: 'Auto layout' }).click();
  // elkjs lays the graph out in a worker: on two busy cores that can outlast the default wait.
  await expect(page.locator('[aria-busy="true"]:has(.react-flow)')).toHaveCount(0, { timeout: 30_000 });
}

/** Where the element settles: the view eases into place after a layout, so a box read mid-move is stale. */
async function settledBox(page: Page, locator: Locator) {
  let last = await locator.boundingBox();
  await expect(async () => {
    await page.waitForTimeout(100);
    const now = await locator.boundingBox();
    const still = JSON.stringify(now) === JSON.stringify(last);
    last = now;
    expect(still && now !== null).toBe(true);
  }).toPass({ timeout: 10_000 });
  return last!;
}

async function drag(page: Page, from: Locator, to: Locator, whileOver?: () => Promise<void>) {
  const a = await settledBox(page, from);
  const b = await settledBox(page, to);
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  if (whileOver) await whileOver();
  await page.mouse.up();
}

async function feed(page: Page, node: string, input: string, from: string) {
  await nodeList(page)
    .getByRole('button', { name: new RegExp(`^${node}`) })
    .click();
  await inspector(page).getByRole('combobox', { name: input }).selectOption({ label: from });
}

async function newWorkflow(page: Page, workspace: string, name: string) {
  await page.goto('/workspaces/graph-editor');
  await page.getByRole('combobox', { name: 'Workspace' }).selectOption({ label: workspace });
  await page.getByRole('textbox', { name: 'Workflow name' }).fill(name);
}

test('build a workflow by mouse and keyboard, undo, lay it out, save, reload; then generate one and edit it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInLocally(page);
  await createWorkspace(page, 'Graph lab');
  await newWorkflow(page, 'Graph lab', 'Soil carbon pipeline');

  // 1. Five nodes: the first by mouse, the rest from the keyboard.
  await page.getByRole('button', { name: 'Add Data source node' }).click();
  for (const kind of ['Preparation', 'Method step', 'Evaluation', 'Report']) {
    await page.getByRole('button', { name: `Add ${kind} node` }).focus();
    await page.keyboard.press('Enter');
  }
  await expect(nodeList(page).getByRole('button')).toHaveCount(5);
  await autoLayout(page);

  // 2. A dataset cannot feed a table: refused while dragging, with the reason beside the pointer.
  const canvas = page.getByRole('application').or(page.locator('.react-flow'));
  const dataOut = canvas.getByTitle('Output data (dataset) of Data source');
  await drag(page, dataOut, canvas.getByTitle('Input results (table) of Evaluation'), async () => {
    await expect(page.getByText('A dataset output cannot feed a table input')).toBeVisible();
  });
  await expect(nodeList(page).getByRole('button', { name: /^Evaluation/ })).not.toContainText('from');

  // 3. The right connection by mouse; the rest from the keyboard.
  await drag(page, dataOut, canvas.getByTitle('Input data (dataset) of Preparation'));
  await expect(nodeList(page).getByRole('button', { name: /^Preparation/ })).toContainText('from Data source');
  await feed(page, 'Method step', 'Feed "input" (table) from', 'Preparation: analysis table (table)');
  await feed(page, 'Evaluation', 'Feed "results" (table) from', 'Method step: result (table)');
  await feed(page, 'Report', 'Feed "metrics" (metrics) from', 'Evaluation: metrics (metrics)');
  await expect(page.getByText('No problems: the workflow is complete.')).toBeVisible();

  // 4. Undo takes the last connection back, redo restores it.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(nodeList(page).getByRole('button', { name: /^Report/ })).not.toContainText('from');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(nodeList(page).getByRole('button', { name: /^Report/ })).toContainText('from Evaluation');

  // 5. Laid out, saved with Ctrl+S, and the same after a reload.
  await autoLayout(page);
  await expect(saveState(page)).toHaveText('Unsaved changes');
  await page.keyboard.press('Control+s');
  await expect(saveState(page)).toHaveText('All changes saved');
  await expect(page).toHaveURL(/\/workspaces\/graph-editor\/[0-9a-f-]{36}$/);
  await page.reload();
  await expect(nodeList(page).getByRole('button')).toHaveCount(5);
  await expect(nodeList(page).getByRole('button', { name: /^Report/ })).toContainText('from Evaluation');
  await expect(page.locator('.react-flow__edge')).toHaveCount(4);
  await page.screenshot({ path: screenshotPath('graph-editor'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // Exported as a JSON file that reads back, and as pictures of the whole graph.
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  expect(json.suggestedFilename()).toBe('soil-carbon-pipeline.json');
  const file = JSON.parse(await readFile((await json.path())!, 'utf8'));
  expect(file).toMatchObject({ format: 'labforge.workflow-graph', version: 1, name: 'Soil carbon pipeline' });
  expect(file.graph.nodes).toHaveLength(5);
  for (const format of ['PNG', 'SVG']) {
    const [picture] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Export ${format}` }).click(),
    ]);
    expect(picture.suggestedFilename()).toBe(`soil-carbon-pipeline.${format.toLowerCase()}`);
    expect((await readFile((await picture.path())!)).length).toBeGreaterThan(1000);
  }

  // 6. A graph generated from a specification replaces the canvas; undo would bring ours back.
  await page.getByRole('button', { name: 'Generate from a specification' }).click();
  const form = page.getByRole('form', { name: 'Graph specification' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Leaf imaging');
  await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Measures leaf area from drone images');
  await form.getByRole('button', { name: 'Generate graph' }).click();
  await expect(form.getByText('Purpose is required')).toBeVisible();
  await form.getByRole('textbox', { name: 'Purpose', exact: true }).fill('Estimate crop stress');
  await form.getByRole('textbox', { name: 'Input 1 name' }).fill('images');
  await form.getByRole('textbox', { name: 'Input 1 description' }).fill('Drone images');
  await form
    .getByRole('textbox', { name: 'Capabilities' })
    .fill('clean the images\nfit a segmentation model\nevaluate accuracy\nwrite a report');
  await form.getByRole('button', { name: 'Generate graph' }).click();
  await expect(page.getByText('Graph generated')).toBeVisible({ timeout: 30_000 });
  await expect(nodeList(page).getByRole('button', { name: /^Data source/ })).toHaveCount(0);
  const generated = await nodeList(page).getByRole('button').count();
  expect(generated).toBeGreaterThanOrEqual(4);
  await nodeList(page).getByRole('button').last().click();
  const name = inspector(page).getByRole('textbox', { name: 'Name' });
  await name.fill('Write the stress report');
  await name.press('Enter');
  await expect(nodeList(page).getByRole('button', { name: /^Write the stress report/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save workflow' }).click();
  await expect(saveState(page)).toHaveText(/All changes saved|Saved as a draft/);
  await page.screenshot({ path: screenshotPath('graph-editor-generated'), fullPage: true });
});

test('two tabs save the same workflow: the second is told, keeps its own, and the first sees it', async ({
  browser,
}) => {
  // Two contexts, then a 1,000-node canvas: minutes of work for two shared cores, not a hang.
  test.setTimeout(180_000);
  const first = await (await browser.newContext()).newPage();
  await signInLocally(first);
  await createWorkspace(first, 'Shared lab');
  await newWorkflow(first, 'Shared lab', 'Shared pipeline');
  await first.getByRole('button', { name: 'Add Dataset node' }).click();
  await first.getByRole('button', { name: 'Save workflow' }).click();
  await expect(saveState(first)).toHaveText(/Saved as a draft/);
  const address = first.url();

  const second = await (await browser.newContext({ storageState: await first.context().storageState() })).newPage();
  await second.goto(address);
  await expect(nodeList(second).getByRole('button')).toHaveCount(1);

  await first.getByRole('button', { name: 'Add Report node' }).click();
  await first.getByRole('button', { name: 'Save workflow' }).click();
  await expect(saveState(first)).toHaveText(/Saved as a draft/);

  await second.getByRole('button', { name: 'Add Agent node' }).click();
  await second.getByRole('button', { name: 'Save workflow' }).click();
  const conflict = second.getByRole('dialog', { name: 'This workflow changed elsewhere' });
  await expect(conflict.getByRole('button', { name: 'Keep mine and save' })).toBeVisible();
  await second.screenshot({ path: screenshotPath('graph-editor-conflict') });
  await conflict.getByRole('button', { name: 'Keep mine and save' }).click();
  await expect(saveState(second)).toHaveText(/Saved as a draft/);

  await first.reload();
  await expect(nodeList(first).getByRole('button', { name: /^Agent/ })).toBeVisible();
  await expect(nodeList(first).getByRole('button', { name: /^Report/ })).toHaveCount(0);

  // Unsaved work is not lost to a stray click: leaving asks first.
  await first.getByRole('button', { name: 'Add Evaluation node' }).click();
  await first.getByRole('link', { name: 'Dashboard' }).first().click();
  const leave = first.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave.getByRole('button', { name: 'Leave without saving' })).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(nodeList(first).getByRole('button', { name: /^Evaluation/ })).toBeVisible();

  // The editor under load, in the dark theme: a generated 300-node workflow that grows to 1,000.
  await first.evaluate(() => localStorage.setItem('theme-mode', 'dark'));
  await first.goto('/graph-editor-test');
  const readout = first.getByRole('definition');
  await expect(first.getByRole('list', { name: 'Workflow nodes' }).getByRole('listitem')).toHaveCount(300, {
    timeout: 20_000,
  });
  await expect(readout.filter({ hasText: / ms$/ })).toBeVisible({ timeout: 20_000 });
  expect(await seriousViolations(first)).toEqual([]);
  await first.screenshot({ path: screenshotPath('graph-editor-test-300-dark') });
  await first.getByRole('button', { name: 'Grow to 1,000 nodes' }).click();
  await expect(first.getByRole('list', { name: 'Workflow nodes' }).getByRole('listitem')).toHaveCount(1000, {
    timeout: 30_000,
  });
  await expect(readout.filter({ hasText: /^1,000$/ })).toBeVisible();
  await first.screenshot({ path: screenshotPath('graph-editor-test-1000-dark') });
});
