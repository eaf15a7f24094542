import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { vibeSessions } from '../../db/schema/vibe';
import type { VibeSessionRow } from '../vibe-columns';
import type { VibeActivity } from '../vibe-types';

// The job's writes to its session row. Each is guarded by the session being unfinished: when the
// user cancelled meanwhile, nothing is written and the job learns it must stop. Activities are
// appended in SQL, so a cancellation's own activity is never lost to a read-modify-write race.

export const OPEN_STATUSES = ['queued', 'planning', 'coding', 'testing'] as const;

type Changes = Partial<Omit<typeof vibeSessions.$inferInsert, 'id' | 'activities'>>;

export const activity = (kind: VibeActivity['kind'], message: string, path?: string): VibeActivity => ({
  at: new Date().toISOString(),
  kind,
  message,
  ...(path !== undefined && { path }),
});

export async function loadSessionRow(db: Executor, id: string): Promise<VibeSessionRow | undefined> {
  const [row] = await db.select().from(vibeSessions).where(eq(vibeSessions.id, id));
  return row;
}

/** Applies the changes and appends the activities while the session is unfinished; false when it is not. */
export async function updateOpen(
  db: Executor,
  id: string,
  changes: Changes,
  activities: VibeActivity[] = [],
): Promise<boolean> {
  const rows = await db
    .update(vibeSessions)
    .set({
      ...changes,
      ...(activities.length > 0 && {
        activities: sql`${vibeSessions.activities} || ${JSON.stringify(activities)}::jsonb`,
      }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(vibeSessions.id, id), inArray(vibeSessions.status, [...OPEN_STATUSES])))
    .returning({ id: vibeSessions.id });
  return rows.length > 0;
}
