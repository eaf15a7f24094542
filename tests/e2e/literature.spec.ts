import { expect, test } from './support/test';
import { PAPERS } from '../support/literature-stubs/papers';
import { completedSession, screenshotPath, signInLocally } from './support/session';
import { auditInThemes } from './support/themes';

// Novelty grounded in the literature (docs/product.md, "Related work"): the app's server reads
// OpenAlex and Crossref from the loopback literature stub (playwright.config.ts), so a session on
// coral bleaching finds the stub's real papers. The session page names its sources and the works
// read; an idea's page lists the works it was judged against, each linking to its DOI.

test('a session reads published work, and an idea shows the works it was judged against', async ({ page }) => {
  test.setTimeout(150_000);
  await signInLocally(page);
  await completedSession(page, 'Reef lab', 'Limit coral bleaching during marine heatwaves', 3);

  // The session page: which sources were asked and how many works were read.
  const sources = page.getByRole('list', { name: 'Literature sources' });
  await expect(sources.getByRole('listitem').filter({ hasText: /^OpenAlex: \d+ searches/ })).toBeVisible();
  await expect(sources.getByRole('listitem').filter({ hasText: /^Crossref: \d+ searches/ })).toBeVisible();
  await expect(page.getByText(/^\d+ works read/)).toBeVisible();
  await auditInThemes(page, 'literature/session');

  // An idea's page: its related work, closest first, each a link to where a reader opens it.
  const table = page.getByRole('table', { name: 'Ideas' });
  await table
    .getByRole('row')
    .filter({ has: page.getByRole('link') })
    .first()
    .getByRole('link')
    .click();
  const related = page.getByRole('list', { name: 'Related work' });
  await expect(related.getByRole('listitem').first()).toBeVisible();
  const hughes = related.getByRole('link', { name: PAPERS.hughes2017.title });
  await expect(hughes).toHaveAttribute('href', `https://doi.org/${PAPERS.hughes2017.doi}`);
  await expect(hughes).toHaveAttribute('target', '_blank');
  const item = related.getByRole('listitem').filter({ has: page.getByRole('link', { name: PAPERS.hughes2017.title }) });
  await expect(item).toContainText(/Overlaps|Goes beyond/);
  await expect(item).toContainText(/\d+% close/);
  await expect(item).toContainText(`doi:${PAPERS.hughes2017.doi}`);
  await expect(item).toContainText(/Found in (OpenAlex|Crossref)/);
  await related.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('literature/related-work') });
  await auditInThemes(page, 'literature/idea');
});
