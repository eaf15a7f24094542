import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { inMyWorkspaces } from '../access/visible';
import type { Executor } from '../db/connect';
import { activityLogs as a } from '../db/schema/activity';
import { workspaceMembers as m } from '../db/schema/members';

// Which activity rows a user sees (docs/decisions/013-workspace-permissions.md, "Lists"): every
// row of the workspaces they are a member of, and their own personal rows (sign-ins, tokens,
// uploads), which have no workspace. A page is merged from each workspace's newest matching rows
// and the personal ones, each read off its own index, so no page sorts every visible row.

export type ActivityRow = typeof a.$inferSelect;

/** WHERE: rows the user may see. */
export const visibleActivity = (userId: string): SQL =>
  or(inMyWorkspaces(userId, a.workspaceId), and(isNull(a.workspaceId), eq(a.userId, userId))) as SQL;

const newestFirst = sql`created_at desc, id desc`;

/** The page of visible rows matching `filter`, newest first: skip, then limit. */
export async function visibleActivityPage(
  db: Executor,
  userId: string,
  filter: SQL | undefined,
  skip: number,
  limit: number,
): Promise<ActivityRow[]> {
  const take = skip + limit;
  const matching = filter ?? sql`true`;
  const merged = (await db.execute(sql`
    select id from (
      (select id, created_at from ${a}
        where ${a.workspaceId} is null and ${a.userId} = ${userId} and ${matching}
        order by ${newestFirst} limit ${take})
      union all
      (select q.id, q.created_at from ${m} cross join lateral (
        select id, created_at from ${a} where ${a.workspaceId} = ${m.workspaceId} and ${matching}
        order by ${newestFirst} limit ${take}) q
      where ${m.userId} = ${userId})
    ) p
    order by ${newestFirst} offset ${skip} limit ${limit}`)) as unknown as { rows: { id: string }[] };
  const ids = merged.rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return db.select().from(a).where(inArray(a.id, ids)).orderBy(desc(a.createdAt), desc(a.id));
}
