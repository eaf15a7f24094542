import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue, shippedCatalogue } from '../../server/datasets/catalogue-seed';
import { datasets } from '../../server/db/schema/datasets';
import { createTestApp, signIn, type TestApp } from '../support/api/harness';

// The shipped catalogue in the `datasets` table: every start-up seeds it (server/db/connect.ts),
// writing only entries whose content changed and removing entries no longer shipped.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ startWorkers: false });
});
afterAll(() => t?.close());

/** seedCatalogue's `$n` statements run through the test's drizzle handle, on either database. */
async function query(text: string, values: unknown[] = []) {
  const pieces: SQL[] = text
    .split(/\$(\d+)/)
    .map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`));
  return (await t.db.execute(sql.join(pieces))) as unknown as { rows: unknown[] };
}

const catalogueRows = () =>
  t.db.select({ id: datasets.id, name: datasets.name }).from(datasets).where(eq(datasets.kind, 'catalogue'));

describe('seedCatalogue', () => {
  it('holds exactly the shipped entries after start-up', async () => {
    const rows = await catalogueRows();
    expect(rows.map((row) => row.id).sort()).toEqual(
      shippedCatalogue()
        .map((entry) => entry.slug)
        .sort(),
    );
  });

  it("stores each entry's research fields, home field first, and its search keywords", async () => {
    const rows = await t.db
      .select({ id: datasets.id, fields: datasets.fields, keywords: datasets.keywords })
      .from(datasets)
      .where(eq(datasets.kind, 'catalogue'));
    const stored = new Map(rows.map((row) => [row.id, row]));
    for (const entry of shippedCatalogue()) {
      expect(stored.get(entry.slug), entry.slug).toEqual({
        id: entry.slug,
        fields: entry.fields,
        keywords: entry.keywords,
      });
    }
  });

  it('writes nothing when nothing changed', async () => {
    expect(await seedCatalogue(query)).toEqual({ written: 0, removed: 0 });
  });

  it('rewrites an entry whose stored hash differs, restoring its content', async () => {
    const [entry] = shippedCatalogue();
    await t.db
      .update(datasets)
      .set({ name: 'Edited by hand', catalogueHash: 'stale' })
      .where(eq(datasets.id, entry.slug));
    expect(await seedCatalogue(query)).toEqual({ written: 1, removed: 0 });
    const [row] = await t.db.select().from(datasets).where(eq(datasets.id, entry.slug));
    expect(row).toMatchObject({ name: entry.name, kind: 'catalogue', ownerId: null });
    expect(row.catalogueHash).not.toBe('stale');
    expect(await seedCatalogue(query)).toEqual({ written: 0, removed: 0 });
  });

  it('removes a catalogue entry no longer shipped, and never touches uploads', async () => {
    const ada = await signIn(t.app);
    const uploadId = randomUUID();
    await t.db.insert(datasets).values([
      { id: 'withdrawn-entry', kind: 'catalogue', name: 'Withdrawn', access: 'open', catalogueHash: 'x' },
      { id: uploadId, kind: 'upload', ownerId: ada.user.id, name: 'Mine', access: 'open' },
    ]);
    expect(await seedCatalogue(query)).toEqual({ written: 0, removed: 1 });
    expect(await t.db.select().from(datasets).where(eq(datasets.id, 'withdrawn-entry'))).toEqual([]);
    const [upload] = await t.db
      .select()
      .from(datasets)
      .where(and(eq(datasets.id, uploadId), eq(datasets.kind, 'upload')));
    expect(upload).toMatchObject({ name: 'Mine', ownerId: ada.user.id, fields: [], keywords: [] });
    expect(await catalogueRows()).toHaveLength(shippedCatalogue().length);
  });
});
