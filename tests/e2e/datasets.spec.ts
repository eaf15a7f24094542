import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { axeViolations } from './support/layout-audit';
import { suggestDatasetsForBestIdeas } from './support/dataset-suggestions';
import { completedSession, screenshotPath, signInLocally } from './support/session';
import { auditInThemes } from './support/themes';

// One researcher's datasets journey (docs/product.md, "Datasets"): a CSV of buoy readings uploaded
// through the file input with its progress shown, profiled (columns, histograms, sample), the
// catalogue searched, then datasets suggested for three ideas of an offline session, one attached
// and found on its idea's page. Both pages are checked with axe, in both themes and on a phone.

const GOAL = 'Protein thermostability for industrial enzymes';
const ROWS = 4000;

/** Buoy readings with a daily cycle and noise; seeded, so every run uploads the same file. */
function buoyCsv(): Buffer {
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const lines = ['station_id,observed_at,latitude,longitude,sea_surface_temp_c,salinity_psu,wave_height_m,quality'];
  for (let i = 0; i < ROWS; i += 1) {
    const station = `B${String(1 + (i % 12)).padStart(3, '0')}`;
    const at = new Date(Date.UTC(2024, 5, 1) + i * 15 * 60_000).toISOString();
    const daily = Math.sin(((i % 96) / 96) * 2 * Math.PI);
    const temp = 17 + 2.5 * daily + (random() - 0.5) * 3 + (i % 12) * 0.3;
    const salinity = 35 + (random() - 0.5) * 1.4;
    const wave = Math.max(0.1, 1.2 + (random() - 0.3) * 1.8);
    const quality = random() < 0.96 ? 'good' : 'suspect';
    const lat = (48 + (i % 12) * 0.25).toFixed(3);
    const lon = (-12 + (i % 12) * 0.4).toFixed(3);
    lines.push([station, at, lat, lon, temp.toFixed(2), salinity.toFixed(3), wave.toFixed(2), quality].join(','));
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

/** Slows uploads to a crawl so the progress can be seen, as on a poor connection. */
async function throttleUploads(page: Page, bytesPerSecond: number | null) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

test('upload and profile a CSV, search the catalogue, then suggest and attach a dataset to an idea', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInLocally(page);

  // 1. Upload: the progress while it is sent, then a link to the dataset.
  await page.goto('/datasets');
  await expect(page.getByText(/Live sources \(CKAN portals, Zenodo, DataCite, Data Commons\) are off/)).toBeVisible();
  const csv = buoyCsv();
  await throttleUploads(page, 120_000);
  await page
    .getByLabel('Upload dataset', { exact: true })
    .setInputFiles({ name: 'buoys.csv', mimeType: 'text/csv', buffer: csv });
  const bar = page.getByRole('progressbar', { name: 'Uploading buoys.csv' });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await page.screenshot({ path: screenshotPath('datasets/upload-progress') });
  await throttleUploads(page, null);
  await page.getByRole('link', { name: 'Open the dataset buoys.csv' }).click({ timeout: 30_000 });

  // 2. The profile: pending, then ready with its columns, histograms and sample.
  await expect(page.getByRole('heading', { level: 2, name: 'buoys' })).toBeVisible();
  await expect(page.getByText(`${ROWS.toLocaleString('en')} rows × 8 columns`)).toBeVisible({ timeout: 60_000 });
  const columns = page.getByRole('table', { name: 'Columns' });
  await expect(columns.getByRole('rowheader')).toHaveText([
    'station_id',
    'observed_at',
    'latitude',
    'longitude',
    'sea_surface_temp_c',
    'salinity_psu',
    'wave_height_m',
    'quality',
  ]);
  await expect(columns.getByRole('row', { name: /station_id/ })).toContainText('12');
  const histogram = page.getByRole('img', { name: 'Histogram of sea_surface_temp_c' });
  await expect(histogram).toBeVisible();
  expect(await histogram.locator('rect.visx-bar').count()).toBeGreaterThan(5);
  await expect(histogram.locator('.visx-axis-bottom .visx-axis-tick').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sample rows' }).getByRole('row')).toHaveCount(21);
  const kilobytes = new Intl.NumberFormat('en', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });
  await expect(page.getByText(kilobytes.format(csv.length / 1000), { exact: true })).toBeVisible();
  await auditInThemes(page, 'datasets/upload-detail');

  // 3. The catalogue, searched: the words go to the address.
  await page.goto('/datasets');
  await page.getByRole('searchbox', { name: 'Search datasets' }).fill('protein');
  await expect(page).toHaveURL(/\?q=protein$/);
  await page.getByRole('tab', { name: 'Catalogue' }).click();
  await expect(page).toHaveURL(/\?q=protein&scope=catalogue$/);
  const results = page.getByRole('list', { name: 'Datasets' });
  await expect(results.getByRole('link', { name: 'Protein Data Bank (PDB)' })).toBeVisible();
  await expect(
    page.getByRole('combobox', { name: 'Topic' }).getByRole('option', { name: /^proteomics \(\d+\)$/ }),
  ).toHaveCount(1);
  await auditInThemes(page, 'datasets/search');
  await results.getByRole('link', { name: 'Protein Data Bank (PDB)' }).click();
  await expect(page.getByRole('button', { name: 'Copy citation' })).toBeVisible();
  await auditInThemes(page, 'datasets/catalogue-detail');
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search datasets' })).toHaveValue('protein');

  // 4. Three ideas of a finished session: datasets suggested, one attached.
  await completedSession(page, 'Enzyme lab', GOAL, 4);
  const { dialog } = await suggestDatasetsForBestIdeas(page, 4);
  const group = dialog
    .getByRole('region', { name: /^Datasets for / })
    .filter({ has: page.getByRole('button', { name: /^Attach to idea/ }) })
    .first();
  const ideaTitle = (await group.getByRole('heading').textContent())!;
  const attach = group.getByRole('button', { name: /^Attach to idea: / }).first();
  const datasetName = (await attach.getAttribute('aria-label'))!.replace(/^Attach to idea: /, '');
  await attach.click();
  await expect(group.getByRole('button', { name: `Attached: ${datasetName}` })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.screenshot({ path: screenshotPath('datasets/suggestions') });
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // 5. The idea's page lists it, with the words that say what it is for.
  await page.getByRole('table', { name: 'Ideas' }).getByRole('link', { name: ideaTitle }).click();
  await expect(page.getByRole('heading', { level: 2, name: ideaTitle })).toBeVisible();
  await expect(page.getByText('Attached datasets are used when this idea is converted.')).toBeVisible();
  const attached = page.getByRole('list', { name: 'Attached datasets' });
  await expect(attached.getByRole('link', { name: datasetName })).toBeVisible();
  await expect(attached.getByRole('button', { name: `Detach ${datasetName}` })).toBeVisible();
  const section = page.locator('div.rounded-ui', { has: page.getByRole('heading', { level: 2, name: 'Datasets' }) });
  await section.screenshot({ path: screenshotPath('datasets/idea-attached') });
});
