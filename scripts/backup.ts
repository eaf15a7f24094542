import { loadConfig } from '../server/config';
import { makeBackup } from '../server/db/backup/make-backup';

// npm run backup [<file or directory>] [--force]: a consistent copy of the embedded database,
// made by the running app when it runs and from the data directory when it does not.

const args = process.argv.slice(2);
const force = args.includes('--force');
const [out] = args.filter((a) => a !== '--force');

try {
  const { database } = loadConfig();
  if (database.kind === 'postgres') {
    console.error(
      [
        'DATABASE_URL points at PostgreSQL: back it up with its own tools, for example',
        '  pg_dump -Fc "$DATABASE_URL" > labforge.dump',
        'and restore with',
        '  pg_restore --clean --if-exists -d "$DATABASE_URL" labforge.dump',
        'npm run backup copies the embedded database (DATA_DIR/pglite) only.',
      ].join('\n'),
    );
    process.exit(1);
  }
  if (database.dataDir === 'memory://') {
    console.error('DATABASE_URL is memory://: an in-memory database keeps nothing to back up.');
    process.exit(1);
  }
  const result = await makeBackup({ pgliteDir: database.dataDir, out, force });
  console.log(
    `Backed up ${database.dataDir} (${result.source === 'running app' ? 'made by the running app' : 'Labforge is not running'})`,
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
