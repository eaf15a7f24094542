import { loadConfig } from '../server/config';
import { makeBackup } from '../server/db/backup/make-backup';
import { backupRefusal } from '../server/files/blob-store';

// npm run backup [<file or directory>] [--force]: one archive of the embedded database and every
// file the app stores under DATA_DIR (uploads, artifacts, coding sessions' repositories). The
// database is dumped by the running app when it runs, and from the data directory when it does not.

const args = process.argv.slice(2);
const force = args.includes('--force');
const [out] = args.filter((a) => a !== '--force');

try {
  const { database, dataDir, blobStore } = loadConfig();
  // The bytes in a bucket are not DATA_DIR's: an archive without them would restore broken downloads.
  const refusal = backupRefusal(blobStore);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  if (database.kind === 'postgres') {
    console.error(
      [
        'DATABASE_URL points at PostgreSQL: back it up with its own tools, for example',
        '  pg_dump -Fc "$DATABASE_URL" > labforge.dump',
        'and restore with',
        '  pg_restore --clean --if-exists -d "$DATABASE_URL" labforge.dump',
        'and copy DATA_DIR/uploads and DATA_DIR/vibe (the stored files) with the same tools you use for',
        'any folder (rsync, a volume snapshot): npm run backup makes an archive of the embedded database only.',
      ].join('\n'),
    );
    process.exit(1);
  }
  if (database.dataDir === 'memory://') {
    console.error('DATABASE_URL is memory://: an in-memory database keeps nothing to back up.');
    process.exit(1);
  }
  const result = await makeBackup({ dataDir, pgliteDir: database.dataDir, out, force });
  console.log(
    `Backed up ${database.dataDir} (${result.source === 'running app' ? 'made by the running app' : 'Labforge is not running'}) and ${result.files} stored files`,
  );
  console.log(`${result.file} ${formatBytes(result.bytes)}`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
