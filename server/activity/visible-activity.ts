import { desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { activityLogs as a } from '../db/schema/activity';
import { users } from '../db/schema/auth';
import { workspaceMembers as m } from '../db/schema/members';

// Which activity rows a user sees (docs/decisions/013-workspace-permissions.md, "Lists"): every
// row of the workspaces they are a member of, and their own personal rows (sign-ins, tokens,
// uploads), which have no workspace. Each row's `scope` is its workspace, or its actor for a
// personal row, and every list index leads with it: a page is merged from each of the caller's
// scopes' newest matching rows, each read off its index, so no page sorts every visible row.

/** A row with its actor's name, read by the actor's primary key beside the page (§5). */
export type ActivityRow = typeof a.$inferSelect & { actorName: string | null };

/** The caller's scopes: each workspace they belong to, and themselves. */
const scopesOf = (userId: string): SQL =>
  sql`(select ${m.workspaceId} as scope from ${m} where ${m.userId} = ${userId} union all select ${userId}::uuid)`;

/** WHERE: rows the user may see. */
export const visibleActivity = (userId: string): SQL => sql`${a.scope} in ${scopesOf(userId)}`;

const newestFirst = sql`created_at desc, id desc`;

/** The page of visible rows matching `filter`, newest first: skip, then limit. */
export async function visibleActivityPage(
  db: Executor,
  userId: string,
  filter: SQL | undefined,
  skip: number,
  limit: number,
): Promise<ActivityRow[]> {
  const merged = (await db.execute(sql`
    select p.id from ${scopesOf(userId)} s cross join lateral (
      select id, created_at from ${a} where ${a.scope} = s.scope and ${filter ?? sql`true`}
      order by ${newestFirst} limit ${skip + limit}) p
    order by ${newestFirst} offset ${skip} limit ${limit}`)) as unknown as { rows: { id: string }[] };
  const ids = merged.rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return db
    .select({ ...getTableColumns(a), actorName: users.name })
    .from(a)
    .leftJoin(users, eq(users.id, a.userId))
    .where(inArray(a.id, ids))
    .orderBy(desc(a.createdAt), desc(a.id));
}
