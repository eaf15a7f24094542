import { loadConfig } from '../server/config';
import { restoreBackup } from '../server/db/backup/restore-backup';

// npm run restore <file> [--force]: replaces the embedded database with a backup while
// Labforge is stopped. The database that was there is moved aside, never deleted.

const args = process.argv.slice(2);
const force = args.includes('--force');
const [file, ...extra] = args.filter((a) => a !== '--force');

try {
  if (!file || extra.length > 0) {
    console.error('Usage: npm run restore <labforge-backup-….tar.gz> [--force]');
    process.exit(2);
  }
  const { database } = loadConfig();
  if (database.kind === 'postgres') {
    console.error(
      [
        'DATABASE_URL points at PostgreSQL: restore it with its own tools, for example',
        '  pg_restore --clean --if-exists -d "$DATABASE_URL" labforge.dump',
        'npm run restore replaces the embedded database (DATA_DIR/pglite) only.',
      ].join('\n'),
    );
    process.exit(1);
  }
  if (database.dataDir === 'memory://') {
    console.error('DATABASE_URL is memory://: there is no database directory to restore into.');
    process.exit(1);
  }
  const result = await restoreBackup({ pgliteDir: database.dataDir, file, force });
  const counts = Object.entries(result.tables)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ');
  console.log(`Restored ${file} into ${result.pgliteDir} (${counts}).`);
  if (result.previous) {
    console.log(`The database that was there is now ${result.previous}.`);
    console.log('To undo, with Labforge stopped:');
    console.log(
      `  mv "${result.pgliteDir}" "${result.pgliteDir}.restored" && mv "${result.previous}" "${result.pgliteDir}"`,
    );
  } else {
    console.log(`There was no database in ${result.pgliteDir} before.`);
  }
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
