import { describe, expect, it } from 'vitest';
import { FIELD_IDS } from '../engine/offline/fields/field-ids';
import { FIELDS } from '../engine/offline/fields/field-library';
import { shippedCatalogue } from './catalogue-seed';
import { catalogueEntryFor, unlinkedFieldDatasets } from './field-dataset-links';

// The catalogue covers every field the engine knows (docs/product.md, "Datasets"): each dataset a
// field file names is an entry the product can show, and each field has enough real data to suggest.

const MIN_ENTRIES_PER_FIELD = 15;

describe('the catalogue and the field library', () => {
  it('has an entry, serving that field, for every dataset a field file names', () => {
    expect(unlinkedFieldDatasets(FIELDS)).toEqual([]);
  });

  it(`offers each field at least ${MIN_ENTRIES_PER_FIELD} datasets, as its home or a secondary field`, () => {
    const catalogue = shippedCatalogue();
    const short = FIELD_IDS.map((id) => ({ id, count: catalogue.filter((entry) => entry.fields.includes(id)).length }))
      .filter(({ count }) => count < MIN_ENTRIES_PER_FIELD)
      .map(({ id, count }) => `${id} has ${count}`);
    expect(short).toEqual([]);
  });

  it("finds the enzyme field's datasets by slug", () => {
    const enzyme = FIELDS.find((field) => field.id === 'protein-enzyme-engineering')!;
    const names = enzyme.datasets.map((dataset) => catalogueEntryFor(dataset)?.name);
    expect(names).toEqual(expect.arrayContaining(['FireProtDB', 'ProteinGym']));
  });

  it("finds the plant science field's genome, statistics and soil datasets by slug", () => {
    const plants = FIELDS.find((field) => field.id === 'plant-science-agriculture')!;
    const slugs = plants.datasets.map((dataset) => catalogueEntryFor(dataset)?.slug);
    expect(slugs).toEqual(expect.arrayContaining(['tair', 'faostat', 'soilgrids']));
  });

  it('matches a dataset without a slug by its name, ignoring case and punctuation', () => {
    const dataset = {
      name: 'fireprotdb',
      publisher: 'x',
      url: 'https://example.org',
      description: 'Stability data',
      keywords: ['a', 'b'],
    };
    expect(catalogueEntryFor(dataset)?.slug).toBe('fireprotdb');
  });

  it('names the field and the dataset when a field file names one the catalogue lacks', () => {
    const datasets = [
      {
        name: 'Imaginary Enzyme Atlas',
        publisher: 'Nobody',
        url: 'https://example.org',
        description: 'Not real data',
        keywords: ['a', 'b'],
      },
      {
        name: 'Renamed',
        slug: 'no-such-entry',
        publisher: 'Nobody',
        url: 'https://example.org',
        description: 'Not real data',
        keywords: ['a', 'b'],
      },
    ];
    expect(unlinkedFieldDatasets([{ id: 'protein-enzyme-engineering', datasets }])).toEqual([
      "protein-enzyme-engineering names 'Imaginary Enzyme Atlas', which the catalogue does not have",
      "protein-enzyme-engineering names 'Renamed' (slug no-such-entry), which the catalogue does not have",
    ]);
  });

  it('names the field when the entry a field file names does not serve that field', () => {
    const imagenet = {
      name: 'ImageNet',
      slug: 'imagenet',
      publisher: 'Stanford',
      url: 'https://www.image-net.org',
      description: 'Images',
      keywords: ['a', 'b'],
    };
    expect(unlinkedFieldDatasets([{ id: 'ecology', datasets: [imagenet] }])).toEqual([
      "ecology names 'ImageNet' (slug imagenet), whose catalogue entry does not list ecology among its fields",
    ]);
  });
});
