import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/connect';

// One UPDATE for many of a session's ideas: each idea's new values travel in a VALUES list. A
// step that rates, clusters or reviews a whole session writes it in one round trip instead of one
// statement per idea, which kept the database busier than the engine on two workers
// (docs/architecture.md, "Scaling out").

/** The SQL type of each column written; names are the table's own (snake_case). */
export type IdeaColumnTypes = Record<string, 'double precision' | 'integer' | 'real' | 'uuid'>;

export interface IdeaUpdate {
  id: string;
  /** By column name; null keeps the column as it is where `keepWhenNull` names it. */
  set: Record<string, number | string | null>;
}

export interface IdeaUpdateOptions {
  /** Columns whose null in `set` means "leave as it is" rather than "set to null". */
  keepWhenNull?: readonly string[];
  /** Also SET the column to an expression of the idea's own row (a status that only moves forward). */
  also?: SQL;
}

export async function updateIdeas(
  db: Executor,
  userId: string,
  types: IdeaColumnTypes,
  rows: readonly IdeaUpdate[],
  options: IdeaUpdateOptions = {},
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(types);
  const keep = new Set(options.keepWhenNull ?? []);
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.id}::uuid, ${sql.join(
          columns.map((column) => sql`${row.set[column] ?? null}::${sql.raw(types[column])}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
  const assignments = sql.join(
    columns.map((column) => {
      const name = sql.identifier(column);
      return keep.has(column) ? sql`${name} = coalesce(v.${name}, ideas.${name})` : sql`${name} = v.${name}`;
    }),
    sql`, `,
  );
  const names = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE ideas SET ${assignments}${options.also ? sql`, ${options.also}` : sql``}, updated_at = now()
    FROM (VALUES ${values}) AS v(id, ${names})
    WHERE ideas.id = v.id AND ideas.user_id = ${userId}`);
}
