import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

// Dataset suggestions as a researcher asks for them: ideas ticked in a session's Ideas table, then
// "Suggest datasets" on the toolbar (docs/product.md, "Datasets"); and the catalogue's own word on
// which datasets serve a field, to judge what was suggested against.

const CATALOGUE_DATA = 'server/datasets/catalogue-data';

/**
 * On a completed session's page: ticks its best `best` ideas (the table's first rows, ranked best
 * first), asks for datasets, and returns the dialog once they are ranked, with the ideas' titles.
 */
export async function suggestDatasetsForBestIdeas(
  page: Page,
  sessionIdeas: number,
  best = 3,
): Promise<{ dialog: Locator; titles: string[] }> {
  const table = page.getByRole('table', { name: 'Ideas' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('link') });
  await expect(rows).toHaveCount(sessionIdeas, { timeout: 15_000 });
  const titles: string[] = [];
  for (let i = 0; i < best; i += 1) titles.push((await rows.nth(i).getByRole('link').textContent())!);
  for (const title of titles) await table.getByRole('checkbox', { name: `Select ${title}` }).check();
  await page
    .getByRole('toolbar', { name: 'Actions on selected ideas' })
    .getByRole('button', { name: 'Suggest datasets' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Suggested datasets' });
  await expect(dialog.getByText('Ranked by: Offline catalogue search')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('region', { name: /^Datasets for / })).toHaveCount(best);
  return { dialog, titles };
}

/** The names of the shipped catalogue's datasets whose `fields` include this research field. */
export function catalogueNamesOfField(field: string): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(CATALOGUE_DATA).filter((name) => name.endsWith('.json'))) {
    const entries = JSON.parse(readFileSync(join(CATALOGUE_DATA, file), 'utf8')) as {
      name: string;
      fields: string[];
    }[];
    for (const entry of entries) if (entry.fields.includes(field)) names.add(entry.name);
  }
  return names;
}
