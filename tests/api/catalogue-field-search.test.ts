import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedCatalogue } from '../../server/datasets/catalogue-seed';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../support/api/harness';

// A researcher searches the catalogue in their field's own words (issue 29; docs/product.md,
// "Datasets"): names, synonyms, abbreviations and symbols find the field's datasets first, from
// the words of the entries themselves (keywords, variables, description), with no special query.

let t: TestApp;
let ada: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ startWorkers: false });
  ada = await signIn(t.app);
});
afterAll(() => t?.close());

const ENZYME = 'protein-enzyme-engineering';
const fieldsOf = new Map(shippedCatalogue().map((entry) => [entry.slug, entry.fields as readonly string[]]));

async function searchCatalogue(q: string): Promise<string[]> {
  const query = new URLSearchParams({ q, scope: 'catalogue', pageSize: '10' });
  const response = await t.app.inject({ method: 'GET', url: `/v1/datasets?${query}`, headers: ada.headers });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: { id: string }[] }).items.map((item) => item.id);
}

const STABILITY_SETS = ['fireprotdb', 'prothermdb', 'thermomutdb', 'meltome-atlas', 'mega-scale-protein-stability'];
const DDG_SETS = ['fireprotdb', 'prothermdb', 'thermomutdb', 'mega-scale-protein-stability', 'skempi-2'];

describe("catalogue search in a field's vocabulary", () => {
  it.each([
    ['FireProtDB', ['fireprotdb']],
    ['PETase', ['pazy']],
    ['PET hydrolase', ['pazy']],
    ['cutinase', ['pazy']],
    ['Tm', STABILITY_SETS],
    ['melting temperature', STABILITY_SETS],
    ['ΔΔG', DDG_SETS],
    ['ddG', DDG_SETS],
    ['enzyme thermostability', STABILITY_SETS],
    ['protein stability', STABILITY_SETS],
  ])('"%s" finds the field\'s own datasets first', async (q, expectedFirst) => {
    const found = await searchCatalogue(q);
    expect(expectedFirst, `first result for "${q}": ${found.join(', ')}`).toContain(found[0]);
    const top = found.slice(0, 3);
    expect(top.length, `results for "${q}"`).toBeGreaterThanOrEqual(1);
    for (const id of top) expect(fieldsOf.get(id), `${id} for "${q}"`).toContain(ENZYME);
  });

  it('finds every named stability set for "protein stability"', async () => {
    const found = await searchCatalogue('protein stability');
    expect(found).toEqual(
      expect.arrayContaining(['fireprotdb', 'prothermdb', 'thermomutdb', 'mega-scale-protein-stability']),
    );
  });
});

const PLANTS = 'plant-science-agriculture';
const CROP_STATISTICS = ['faostat', 'usda-nass-quick-stats', 'mapspam', 'agmip-ggcmi', 'cimmyt-research-data'];

describe("catalogue search in plant science and agriculture's vocabulary", () => {
  it.each([
    ['TAIR', ['tair']],
    ['Araport11', ['tair']],
    ['3K RGP', ['rice-3000-genomes']],
    ['Glycine max', ['soybase']],
    ['soil organic carbon', ['soilgrids']],
    ['wheat heads', ['global-wheat-head-detection']],
    ['plant disease', ['plantvillage']],
    ['crop yield', CROP_STATISTICS],
  ])('"%s" finds the field\'s own datasets first', async (q, expectedFirst) => {
    const found = await searchCatalogue(q);
    expect(expectedFirst, `first result for "${q}": ${found.join(', ')}`).toContain(found[0]);
    for (const id of found.slice(0, 3)) expect(fieldsOf.get(id), `${id} for "${q}"`).toContain(PLANTS);
  });
});
