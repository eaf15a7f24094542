import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { catalogueEntrySchema, type CatalogueEntry } from './catalogue-data/catalogue-entry';

// The shipped catalogue goes into the `datasets` table when the schema is brought up to date
// (server/db/connect.ts, under the migration lock). Each row keeps its entry's content hash, so a
// restart writes only what changed, and an entry no longer shipped is removed.

const catalogueFolder = fileURLToPath(new URL('./catalogue-data', import.meta.url));

type Query = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

let shipped: CatalogueEntry[] | undefined;

/** Every entry of every JSON file in catalogue-data/, checked; a bad or duplicate entry fails start-up. */
export function shippedCatalogue(): CatalogueEntry[] {
  if (shipped) return shipped;
  const entries = readdirSync(catalogueFolder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const parsed = z
        .array(catalogueEntrySchema)
        .safeParse(JSON.parse(readFileSync(`${catalogueFolder}/${file}`, 'utf8')));
      if (!parsed.success) throw new Error(`catalogue-data/${file}: ${z.prettifyError(parsed.error)}`);
      return parsed.data;
    });
  const seen = new Set<string>();
  for (const { slug } of entries) {
    if (seen.has(slug)) throw new Error(`catalogue-data: the slug '${slug}' is shipped twice`);
    seen.add(slug);
  }
  shipped = entries;
  return entries;
}

const entryHash = (entry: CatalogueEntry) => createHash('sha256').update(JSON.stringify(entry)).digest('hex');

/** Upserts changed entries and removes withdrawn ones; returns how many rows it wrote and removed. */
export async function seedCatalogue(query: Query): Promise<{ written: number; removed: number }> {
  const entries = shippedCatalogue().map((entry) => ({ ...entry, hash: entryHash(entry) }));
  const { rows } = await query(`SELECT id, catalogue_hash AS hash FROM datasets WHERE kind = 'catalogue'`);
  const stored = new Map((rows as { id: string; hash: string | null }[]).map((row) => [row.id, row.hash]));
  const changed = entries.filter((entry) => stored.get(entry.slug) !== entry.hash);
  if (changed.length > 0) await upsert(query, changed);
  const withdrawn = [...stored.keys()].filter((id) => !entries.some((entry) => entry.slug === id));
  if (withdrawn.length > 0) {
    await query(`DELETE FROM datasets WHERE kind = 'catalogue' AND id = ANY($1::text[])`, [withdrawn]);
  }
  return { written: changed.length, removed: withdrawn.length };
}

async function upsert(query: Query, entries: (CatalogueEntry & { hash: string })[]): Promise<void> {
  const records = entries.map((e) => ({
    id: e.slug,
    name: e.name,
    publisher: e.publisher,
    description: e.description,
    topics: e.topics,
    fields: e.fields,
    keywords: e.keywords,
    variables: e.variables,
    formats: e.formats,
    size_label: e.size,
    licence: e.licence,
    access: e.access,
    landing_url: e.landingUrl,
    citation: e.citation,
    catalogue_hash: e.hash,
  }));
  await query(
    `INSERT INTO datasets (id, kind, name, publisher, description, topics, fields, keywords, variables, formats,
       size_label, licence, access, landing_url, citation, catalogue_hash)
     SELECT id, 'catalogue', name, publisher, description, topics, fields, keywords, variables, formats,
       size_label, licence, access, landing_url, citation, catalogue_hash
     FROM jsonb_to_recordset($1::jsonb) AS x(id text, name text, publisher text, description text,
       topics text[], fields text[], keywords text[], variables text[], formats text[], size_label text,
       licence text, access text, landing_url text, citation text, catalogue_hash text)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, publisher = excluded.publisher,
       description = excluded.description, topics = excluded.topics, fields = excluded.fields,
       keywords = excluded.keywords, variables = excluded.variables,
       formats = excluded.formats, size_label = excluded.size_label, licence = excluded.licence,
       access = excluded.access, landing_url = excluded.landing_url, citation = excluded.citation,
       catalogue_hash = excluded.catalogue_hash, updated_at = now()
     WHERE datasets.kind = 'catalogue'`,
    [JSON.stringify(records)],
  );
}
