import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/connect';

// Shared pieces of the analytics reads: raw SQL answered as rows, and the workspace's standing
// ideas (merged duplicates live on in their survivor, as in every idea list).

/** execute() is typed per driver; PGlite and node-postgres both answer { rows }. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** One workspace, whose members all read the same analytics (the handler checks the caller is one). */
export interface Scope {
  workspaceId: string;
}

/** FROM clause of the workspace's standing ideas, aliased `i`, whoever added them. */
export const standingIdeas = ({ workspaceId }: Scope) => sql`
  ideas i JOIN sessions s ON s.id = i.session_id
  WHERE s.workspace_id = ${workspaceId} AND i.duplicate_of IS NULL`;

/** An Elo as the API shows it: to one decimal. */
export const eloShown = (column: SQL) => sql`round((${column})::numeric, 1)::float8`;
