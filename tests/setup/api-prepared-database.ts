import { migratedSnapshot } from '../support/api/pglite-snapshot';

// Prepares the migrated, seeded PGlite snapshot once, before any API file starts: files that start
// together would otherwise each build it when it is missing (after a migration or catalogue edit),
// four at once on two cores. (The PostgreSQL template is prepared under an advisory lock instead.)
export default async function prepareDatabase(): Promise<void> {
  await migratedSnapshot();
}
