import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';

// Checks a backup before anything is written: PGlite's own loader lets a truncated gzip stream
// escape as an uncaught error (it ends the process), so the archive is unpacked and read here first.

const gunzipAsync = promisify(gunzip);

/** Tables every Labforge database has; a database without them is not a Labforge backup. */
export const APP_TABLES = ['users', 'workspaces', 'goals', 'activity_logs'] as const;

export class InvalidBackupError extends Error {}

/** The uncompressed tarball of a PGlite data directory, ready for `loadDataDir`. */
export async function unpackArchive(bytes: Uint8Array): Promise<Blob> {
  if (bytes.length < 2 || bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw new InvalidBackupError('it is not a gzip file');
  let tar: Buffer;
  try {
    tar = await gunzipAsync(bytes);
  } catch (error) {
    throw new InvalidBackupError(`its gzip stream is damaged (${(error as Error).message}); the file may be truncated`);
  }
  const names = tarEntryNames(tar);
  if (!names.includes('PG_VERSION'))
    throw new InvalidBackupError('it holds no PostgreSQL data directory (no PG_VERSION)');
  return new Blob([new Uint8Array(tar)], { type: 'application/x-tar' });
}

/** Opens the backup in memory and checks it is a Labforge database that answers queries. */
export async function verifyBackup(tar: Blob): Promise<{ tables: Record<(typeof APP_TABLES)[number], number> }> {
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({ loadDataDir: tar });
  } catch (error) {
    throw new InvalidBackupError(`PGlite cannot open it (${(error as Error).message})`);
  }
  try {
    await pglite.query('SELECT 1');
    const present = await pglite.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_name = ANY($1)`,
      [[...APP_TABLES]],
    );
    const missing = APP_TABLES.filter((t) => !present.rows.some((r) => r.name === t));
    if (missing.length > 0)
      throw new InvalidBackupError(`it is a database without Labforge's tables (missing ${missing.join(', ')})`);
    const tables = {} as Record<(typeof APP_TABLES)[number], number>;
    for (const table of APP_TABLES) {
      tables[table] = (await pglite.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
    }
    return { tables };
  } finally {
    await pglite.close();
  }
}

/** Names in a ustar archive, relative and without a leading `./` or `/`; throws on a damaged header. */
function tarEntryNames(tar: Buffer): string[] {
  const names: string[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) return names; // the end-of-archive blocks
    const stored = parseInt(field(header, 148, 8), 8);
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i];
    if (stored !== sum) throw new InvalidBackupError(`its tar archive is damaged (bad header at byte ${offset})`);
    const prefix = field(header, 345, 155);
    const name = (prefix ? `${prefix}/` : '') + field(header, 0, 100);
    names.push(name.replace(/^(\.?\/)+/, ''));
    const size = parseInt(field(header, 124, 12) || '0', 8);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  if (offset > tar.length) throw new InvalidBackupError('its tar archive is truncated');
  return names;
}

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw
    .subarray(0, end < 0 ? length : end)
    .toString('utf8')
    .trim();
}
