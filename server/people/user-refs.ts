import { inArray } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { users } from '../db/schema/auth';

// Who did what (docs/decisions/013-workspace-permissions.md, §5): the people a page of items names
// (createdBy, ratedBy), read by primary key in one statement per page, the way a page's comment
// counts are; the page's own query and plan stay as they were.

export type UserRef = components['schemas']['UserRef'];

/**
 * A lookup of people by id. Someone not found reads as `missing(id)`: their id by default (never
 * seen on rows whose user cascades), or words for ids kept without a foreign key (a mention).
 */
export interface People {
  ref(id: string): UserRef;
  refOrNull(id: string | null): UserRef | null;
}

export async function peopleOf(
  db: Executor,
  ids: readonly (string | null | undefined)[],
  missing: (id: string) => string = (id) => id,
): Promise<People> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  const rows = wanted.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted))
    : [];
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const ref = (id: string): UserRef => ({ id, name: names.get(id) ?? missing(id) });
  return { ref, refOrNull: (id) => (id === null ? null : ref(id)) };
}

/** `createdBy` from a row's `user_id` (on content rows it means "created by"). */
export const createdByOf = (people: People, row: { userId: string }) => ({ createdBy: people.ref(row.userId) });

/** An idea's people: who added it, and who gave its rating (null when unrated). */
export const ideaPeopleOf = (people: People, row: { userId: string; ratedBy: string | null }) => ({
  ...createdByOf(people, row),
  ratedBy: people.refOrNull(row.ratedBy),
});

/** The people an idea names, for peopleOf(). */
export const ideaPeopleIds = (row: { userId: string; ratedBy: string | null }) => [row.userId, row.ratedBy];

/** Each item with `createdBy`, from its `userId`: one read of the page's people. */
export async function withCreatedBy<T extends { userId: string }>(
  db: Executor,
  items: T[],
): Promise<(T & { createdBy: UserRef })[]> {
  const people = await peopleOf(
    db,
    items.map((item) => item.userId),
  );
  return items.map((item) => ({ ...item, ...createdByOf(people, item) }));
}
