import { z } from 'zod';
import { FIELD_IDS } from '../../engine/offline/fields/field-ids';

// One dataset of the shipped catalogue (docs/product.md, "Datasets"). The catalogue is data: one
// JSON file per field in this folder, checked against this schema when it is loaded, and upserted
// into the `datasets` table at start-up, keyed by `slug`.

export const DATASET_ACCESS = ['open', 'registration', 'controlled'] as const;
export type DatasetAccess = (typeof DATASET_ACCESS)[number];

export const CATALOGUE_TOPICS = [
  'life-sciences',
  'chemistry-materials',
  'climate-earth',
  'health',
  'social-science',
  'economics',
  'machine-learning',
] as const;
export type CatalogueTopic = (typeof CATALOGUE_TOPICS)[number];

export const catalogueEntrySchema = z.strictObject({
  /** Stable, lower-case, hyphenated; the dataset's id in URLs. Never renamed once shipped. */
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(80),
  name: z.string().min(2).max(200),
  publisher: z.string().min(2).max(200),
  /** Two to four sentences: what was measured, on whom or what, where and when. */
  description: z.string().min(40).max(1200),
  /** The broad area first (one of CATALOGUE_TOPICS), then finer subjects in lower case. */
  topics: z.tuple([z.enum(CATALOGUE_TOPICS)], z.string().regex(/^[a-z0-9][a-z0-9 -]*$/)),
  /**
   * The research fields of the engine's library (server/engine/offline/fields/library/) the dataset
   * serves, its home field first, so suggestions and the assistant can keep to an idea's field.
   */
  fields: z
    .array(z.enum(FIELD_IDS))
    .min(1)
    .max(6)
    .refine((ids) => new Set(ids).size === ids.length, 'a field is named once'),
  /**
   * Words a researcher of the field searches by that the name and description may not use:
   * synonyms, abbreviations and symbols (PETase, PET hydrolase, Tm, ΔΔG, ddG). Full-text indexed.
   */
  keywords: z.array(z.string().min(1).max(60)).max(30).default([]),
  /** Named variables or columns, where the publisher documents them. */
  variables: z.array(z.string().min(1).max(120)).max(40),
  /** The main distribution formats, e.g. 'CSV', 'Parquet', 'NetCDF', 'FASTA', 'JSON'. */
  formats: z.array(z.string().min(1).max(40)).min(1).max(8),
  /** Human-readable size as published, e.g. '1.2 GB', '500,000 images'. */
  size: z.string().min(1).max(80),
  /** SPDX id where one applies (CC-BY-4.0, CC0-1.0, ODbL-1.0, MIT), else the publisher's terms in a few words. */
  licence: z.string().min(2).max(80),
  access: z.enum(DATASET_ACCESS),
  landingUrl: z.url({ protocol: /^https$/ }),
  /** How the publisher asks to be cited, one line. */
  citation: z.string().min(10).max(600),
});

export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;
