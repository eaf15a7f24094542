import { readdirSync, readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';

// For tests of one migration: the migration files in order, and applying some of them to a bare
// PGlite statement by statement, as drizzle's migrator splits them.

const folder = new URL('./migrations/', import.meta.url);

/** Every migration's file name, oldest first. */
export const MIGRATIONS = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();

export async function applyMigrations(db: PGlite, names: readonly string[]): Promise<void> {
  for (const name of names) {
    for (const statement of readFileSync(new URL(name, folder), 'utf8').split('--> statement-breakpoint')) {
      if (statement.trim()) await db.exec(statement);
    }
  }
}
