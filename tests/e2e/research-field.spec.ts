import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { catalogueNamesOfField, suggestDatasetsForBestIdeas } from './support/dataset-suggestions';
import { createWorkspace, screenshotPath, signInLocally } from './support/session';
import { auditInThemes } from './support/themes';

// A biochemist's first session on the offline engine: the session page names the field it read
// the goal as, tells the session's story and announces its end, datasets suggested for its best
// three ideas are the field's own with reasons in plain words (docs/product.md, "Datasets"), the
// best idea's resources belong to that field, the assistant answers the first question a
// researcher asks from the session's own ideas, and a corrected field starts a new session with it
// (docs/product.md, "Research fields").

const GOAL =
  'Thermostable enzymes for plastic degradation: keep PET hydrolases active above 70 °C for industrial depolymerisation';
// The off-field datasets an enzyme idea was once offered because they shared "machine" and "learning".
const OFF_FIELD = /Natural Questions|IMDb|\bC4\b|DrugBank|MERRA-2/;
const HUMAN_SUBJECT = /participant|recruit|consent|ethics|trial coordinator|patient|respondent|compensation/i;

test('the session names the field, its ideas and their datasets fit it, the assistant answers from them, and the field can be corrected', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await signInLocally(page);
  await createWorkspace(page, 'Enzyme lab');
  await page.getByRole('table', { name: 'Your workspaces' }).getByRole('link', { name: 'Enzyme lab' }).click();
  await page.getByRole('tab', { name: 'Research Goals' }).click();
  await page.getByRole('link', { name: 'New goal' }).click();
  const form = page.getByRole('form', { name: 'New research goal' });
  await form.getByRole('textbox', { name: 'Title' }).fill(GOAL);
  await form.getByRole('spinbutton', { name: 'Number of ideas' }).fill('5');
  await form.getByRole('spinbutton', { name: 'Rounds' }).fill('1');
  await form.getByRole('button', { name: 'Create goal' }).click();
  await expect(page).toHaveURL(/\/goals$/);
  await page.getByRole('button', { name: `Start session for ${GOAL}` }).click();
  await expect(page).toHaveURL(/\/session\/[^/]+$/);
  const sessionUrl = page.url();

  // 1. The page says which field the engine assumed, and how sure it was.
  const field = page.getByRole('region', { name: 'Research field' });
  await expect(field).toContainText('Protein and enzyme engineering', { timeout: 60_000 });
  await expect(field).toContainText(/read from the goal's words, \d+% confidence/);
  await page.screenshot({ path: screenshotPath('session-running'), fullPage: true });
  const progress = page.getByRole('progressbar', { name: 'Session progress' });
  await expect(progress).toHaveAccessibleDescription('Completed', { timeout: 90_000 });
  // Its end is announced (the watcher polls every 5 s) and the tab says so.
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Session completed', {
    timeout: 15_000,
  });
  await expect(page).toHaveTitle('Completed · Co-Scientist session · Labforge');
  // The session's story: its plan, tournament, meta-review and overview.
  for (const heading of ['Research plan', 'Tournament', 'Meta-reviews', 'Research overview'])
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Meta-review of each round' })).toContainText('Round 1');
  await page.screenshot({ path: screenshotPath('research-field-session'), fullPage: true });

  // 2. Datasets for the best three ideas: only the field's own, each said why in plain words.
  const { dialog } = await suggestDatasetsForBestIdeas(page, 5);
  const suggested = dialog.getByRole('listitem');
  await expect(suggested.first()).toBeVisible();
  const names = await suggested.getByRole('link').allTextContents();
  const reasons = await suggested.getByRole('paragraph').allTextContents();
  await test.info().attach('suggestions', { body: JSON.stringify({ names, reasons }, null, 2) });
  const enzymeData = catalogueNamesOfField('protein-enzyme-engineering');
  for (const name of names) expect(enzymeData, `${name} is protein or enzyme data`).toContain(name);
  for (const group of await dialog.getByRole('region', { name: /^Datasets for / }).all())
    await expect(group.getByRole('listitem').first()).toBeVisible();
  await expect(dialog).not.toContainText(OFF_FIELD);
  expect(reasons).toHaveLength(names.length);
  for (const reason of reasons) {
    expect(reason).not.toMatch(/Covers|has nothing on/);
    expect(reason, 'no parentheses inside parentheses').not.toMatch(/\([^()]*\(/);
  }
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 1440, height: 900 });
  // The dialog as the researcher sees it, over the page (a full-page capture leaves a modal out).
  await page.screenshot({ path: screenshotPath('research-field/suggestions-1440') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: screenshotPath('research-field/suggestions-dialog-390') });
  await auditInThemes(page, 'research-field/suggestions-390');
  await page.setViewportSize(desktop);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // 3. The best idea's resources are an enzyme lab's, and nothing in it concerns human subjects.
  await page.getByRole('list', { name: 'Top-rated ideas' }).getByRole('link').first().click();
  const resources = page.getByRole('table', { name: 'Resources and their cost' });
  await expect(resources).toBeVisible();
  const resourceText = (await resources.textContent()) ?? '';
  expect(resourceText).toMatch(
    /protein|enzyme|mutagenesis|sequencing|expression|structur|assay|plate reader|bioinformatic|gene synthesis|bioreactor/i,
  );
  expect(resourceText).not.toMatch(HUMAN_SUBJECT);
  const risks = (await page.getByRole('table', { name: /Risks/ }).textContent()) ?? '';
  expect(risks).not.toMatch(HUMAN_SUBJECT);
  await page.screenshot({ path: screenshotPath('research-field-best-idea'), fullPage: true });

  // 4. The assistant answers from the session: the most feasible idea, and data to test it.
  await page.goto(sessionUrl);
  await page.getByRole('button', { name: 'Open research assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'Research assistant' });
  const log = panel.getByRole('log', { name: 'Conversation' });
  await panel
    .getByRole('textbox', { name: 'Message' })
    .fill('Which of my ideas is most feasible, and what dataset would test it?');
  await panel.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(log.getByText('Assistant is typing')).toBeHidden({ timeout: 60_000 });
  await expect(log.getByText('Most feasible ideas (feasibility score)', { exact: false })).toBeVisible();
  await expect(
    log.getByRole('link', { name: /FireProtDB|Protein Data Bank|BRENDA|ProteinGym|UniProt/ }).first(),
  ).toBeVisible();
  await page.screenshot({ path: screenshotPath('research-field-assistant') });
  expect(await seriousViolations(page, '[role="dialog"][aria-label="Research assistant"]')).toEqual([]);
  await page.keyboard.press('Escape');

  // 5. A researcher who disagrees sets the field, and a new session starts with it.
  await field.getByRole('button', { name: 'Change research field' }).click();
  const change = page.getByRole('form', { name: 'Change the research field' });
  await change.getByRole('combobox', { name: 'Research field' }).selectOption({ label: 'Chemistry and catalysis' });
  expect(await seriousViolations(page)).toEqual([]);
  await change.getByRole('button', { name: 'Save and start a new session' }).click();
  await expect(page).not.toHaveURL(sessionUrl);
  await expect(page).toHaveURL(/\/session\/[^/]+$/);
  await expect(field).toContainText('Chemistry and catalysis', { timeout: 60_000 });
  await expect(field).toContainText("(set in the goal's parameters)");
});
