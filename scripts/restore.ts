import { loadConfig } from '../server/config';
import { restoreBackup } from '../server/db/backup/restore-backup';

// npm run restore <file> [--force]: replaces the embedded database and the stored files with a
// backup while Labforge is stopped. What was there is moved aside, never deleted.

const args = process.argv.slice(2);
const force = args.includes('--force');
const [file, ...extra] = args.filter((a) => a !== '--force');

try {
  if (!file || extra.length > 0) {
    console.error('Usage: npm run restore <labforge-backup-….tar.gz> [--force]');
    process.exit(2);
  }
  const { database, dataDir } = loadConfig();
  if (database.kind === 'postgres') {
    console.error(
      [
        'DATABASE_URL points at PostgreSQL: restore it with its own tools, for example',
        '  pg_restore --clean --if-exists -d "$DATABASE_URL" labforge.dump',
        'and put DATA_DIR/uploads and DATA_DIR/vibe back from the copy made with it:',
        'npm run restore replaces the embedded database and those folders from its own archive only.',
      ].join('\n'),
    );
    process.exit(1);
  }
  if (database.dataDir === 'memory://') {
    console.error('DATABASE_URL is memory://: there is no database directory to restore into.');
    process.exit(1);
  }
  const result = await restoreBackup({ dataDir, pgliteDir: database.dataDir, file, force });
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
  if (!result.files) {
    console.log(`${file} is a backup of the database alone: the stored files in ${dataDir} are as they were.`);
  } else {
    console.log(`Restored ${result.files.count} stored files into ${dataDir}.`);
    for (const previous of result.files.previous) {
      const folder = previous.replace(/\.before-restore-[^/]*$/, '');
      console.log(`The ${folder} that was there is now ${previous}; to undo, with Labforge stopped:`);
      console.log(`  mv "${folder}" "${folder}.restored" && mv "${previous}" "${folder}"`);
    }
  }
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
