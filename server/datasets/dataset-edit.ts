import { eq, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { DATASET_EDIT_MESSAGES, NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { mutate } from '../activity/mutate';
import type { Database } from '../db/connect';
import { datasets } from '../db/schema/datasets';
import { badRequest, forbidden, notFound } from '../http/http-error';
import { findVisibleDataset, toDataset, type Dataset } from './dataset-detail';

// The owner describes an upload after it arrived (docs/product.md, "Datasets"). The search
// trigger rewrites the row's tsvector on this update, so the new words are found at once. A
// catalogue entry is the publisher's (403: everyone can see it, so its existence is no secret);
// another user's upload is a 404, like a missing one.

export type DatasetUpdate = components['schemas']['DatasetUpdate'];

/** Trimmed, without blanks, each once (the first spelling kept, case ignored). */
function distinctWords(values: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const value of values.map((v) => v.trim())) {
    if (value !== '' && !byKey.has(value.toLowerCase())) byKey.set(value.toLowerCase(), value);
  }
  return [...byKey.values()];
}

function changesOf(body: DatasetUpdate, columns: string[] | null): Partial<typeof datasets.$inferInsert> {
  const changes: Partial<typeof datasets.$inferInsert> = {};
  if (body.name !== undefined) changes.name = body.name.trim();
  if (body.description !== undefined) changes.description = body.description.trim();
  if (body.licence !== undefined) changes.licence = body.licence?.trim() || null;
  if (body.topics !== undefined) changes.topics = distinctWords(body.topics);
  if (body.variables !== undefined) {
    const variables = [...new Set(body.variables)];
    if (variables.length > 0 && !columns) throw badRequest(DATASET_EDIT_MESSAGES.columnsUnknown, 'validation_error');
    const stranger = variables.find((name) => !columns?.includes(name));
    if (stranger !== undefined) throw badRequest(DATASET_EDIT_MESSAGES.notAColumn(stranger), 'validation_error');
    changes.variables = variables;
  }
  return changes;
}

export function updateUpload(db: Database, user: { id: string }, id: string, body: DatasetUpdate): Promise<Dataset> {
  return mutate(db, user, async (tx, record) => {
    const found = await findVisibleDataset(tx, user.id, id);
    if (!found) throw notFound(NOT_FOUND_MESSAGES.dataset);
    if (found.dataset.kind === 'catalogue') throw forbidden(DATASET_EDIT_MESSAGES.catalogue);
    const profile = toDataset(found.dataset, found.file).profile;
    const changes = changesOf(body, profile ? profile.columns.map((column) => column.name) : null);
    const [updated] = await tx
      .update(datasets)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(datasets.id, id))
      .returning();
    record({
      entityType: 'dataset',
      entityId: id,
      action: 'dataset.updated',
      message: `Described dataset '${updated.name}'`,
      metadata: { fields: Object.keys(changes) },
    });
    return toDataset(updated, found.file);
  });
}
