import type { FieldDataset, ResearchField } from '../engine/offline/fields/field-schema';
import type { CatalogueEntry } from './catalogue-data/catalogue-entry';
import { shippedCatalogue } from './catalogue-seed';

// The datasets the engine's field library names (fields/library/*.yaml) are entries of the shipped
// catalogue, so whatever the engine or the assistant recommends, the product can show and link.
// A field file names its entry by `slug`; without one, by the same name, ignoring case and
// punctuation.

const normalisedName = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The catalogue entry a field file's dataset names, if the catalogue has it. */
export function catalogueEntryFor(
  dataset: FieldDataset,
  catalogue: readonly CatalogueEntry[] = shippedCatalogue(),
): CatalogueEntry | undefined {
  if (dataset.slug) return catalogue.find((entry) => entry.slug === dataset.slug);
  const wanted = normalisedName(dataset.name);
  return catalogue.find((entry) => normalisedName(entry.name) === wanted);
}

/**
 * One sentence for each dataset a field names that the catalogue lacks, or whose entry does not
 * say it serves that field; none when every link holds.
 */
export function unlinkedFieldDatasets(
  fields: readonly Pick<ResearchField, 'id' | 'datasets'>[],
  catalogue: readonly CatalogueEntry[] = shippedCatalogue(),
): string[] {
  return fields.flatMap((field) =>
    field.datasets.flatMap((dataset) => {
      const entry = catalogueEntryFor(dataset, catalogue);
      const named = dataset.slug ? `'${dataset.name}' (slug ${dataset.slug})` : `'${dataset.name}'`;
      if (!entry) return [`${field.id} names ${named}, which the catalogue does not have`];
      if (!(entry.fields as readonly string[]).includes(field.id))
        return [`${field.id} names ${named}, whose catalogue entry does not list ${field.id} among its fields`];
      return [];
    }),
  );
}
