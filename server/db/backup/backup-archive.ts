import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { STORED_FOLDERS } from '../../files/stored-files';
import { InvalidBackupError } from './archive';

// One backup file: a gzip tarball holding the database and every stored file (docs/architecture.md,
// "Backups"):
//   labforge-backup.json   always first: { format: 'labforge-backup', version: 2, createdAt, folders }
//   database.tar.gz        the PGlite data directory as PGlite dumps it (a version-1 backup was this alone)
//   files/uploads/…        DATA_DIR/uploads: uploads' and artifacts' bytes
//   files/vibe/…           DATA_DIR/vibe: coding sessions' repositories, work tree and .git
// Only regular files and folders; modes are kept, owners are not.

export const MANIFEST_ENTRY = 'labforge-backup.json';
export const DATABASE_ENTRY = 'database.tar.gz';
const FILES_PREFIX = 'files/';
export const BACKUP_FORMAT_VERSION = 2;

export interface BackupManifest {
  format: 'labforge-backup';
  version: number;
  createdAt: string;
  folders: string[];
}

/** Writes the archive from the database dump and a snapshot folder (file-snapshot.ts); answers how many files it holds. */
export async function writeBackupArchive(file: string, database: Buffer, snapshot: string): Promise<number> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(file, { mode: 0o600 }));
  // The writer's error surfaces when the entries are awaited too; it is reported once, from here.
  written.catch(() => {});
  const manifest: BackupManifest = {
    format: 'labforge-backup',
    version: BACKUP_FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    folders: [...STORED_FOLDERS],
  };
  let files = 0;
  try {
    await addBuffer(pack, MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await addBuffer(pack, DATABASE_ENTRY, database);
    for (const folder of STORED_FOLDERS) files += await addTree(pack, snapshot, folder);
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
  await written;
  return files;
}

function addBuffer(pack: tar.Pack, name: string, content: Buffer): Promise<void> {
  return new Promise((resolve, reject) =>
    pack.entry({ name, mode: 0o600 }, content, (error) => (error ? reject(error) : resolve())),
  );
}

async function addTree(pack: tar.Pack, root: string, relative: string): Promise<number> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(() => null);
  if (!entries) return 0;
  const name = `${FILES_PREFIX}${relative.split(path.sep).join('/')}`;
  const info = await stat(path.join(root, relative));
  await new Promise<void>((resolve, reject) =>
    pack.entry({ name, type: 'directory', mode: info.mode & 0o777, mtime: info.mtime }, (error) =>
      error ? reject(error) : resolve(),
    ),
  );
  let files = 0;
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) files += await addTree(pack, root, child);
    else if (entry.isFile()) {
      await addFile(pack, path.join(root, child), `${FILES_PREFIX}${child.split(path.sep).join('/')}`);
      files++;
    }
  }
  return files;
}

async function addFile(pack: tar.Pack, file: string, name: string): Promise<void> {
  // Opened first, so the size in the header is the size of what is read.
  const handle = await open(file, 'r');
  const info = await handle.stat();
  await new Promise<void>((resolve, reject) => {
    const sink = pack.entry({ name, size: info.size, mode: info.mode & 0o777, mtime: info.mtime }, (error) =>
      error ? reject(error) : resolve(),
    );
    const source = handle.createReadStream();
    source.on('error', reject);
    source.pipe(sink as unknown as NodeJS.WritableStream);
  });
}

export type ReadBackup =
  | { kind: 'whole'; manifest: BackupManifest; database: Buffer; files: number }
  /** No manifest first: a version-1 backup (the database alone), or not a backup at all (archive.ts says which). */
  | { kind: 'database only' };

/**
 * Reads an archive, putting its stored files under `staging` (one folder per stored folder).
 * Throws InvalidBackupError for anything a backup never holds.
 */
export async function readBackupArchive(file: string, staging: string): Promise<ReadBackup> {
  const head = Buffer.alloc(2);
  const handle = await open(file, 'r');
  try {
    await handle.read(head, 0, 2, 0);
  } finally {
    await handle.close();
  }
  if (head[0] !== 0x1f || head[1] !== 0x8b) throw new InvalidBackupError('it is not a gzip file');

  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract as unknown as NodeJS.WritableStream);
  reading.catch(() => {});
  let manifest: BackupManifest | null = null;
  let database: Buffer | null = null;
  let files = 0;
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (!manifest) {
        // Anything else first: read as a version-1 backup, whose own checks name what is wrong.
        if (name !== MANIFEST_ENTRY) return { kind: 'database only' };
        manifest = parseManifest(await collect(entry));
      } else if (name === DATABASE_ENTRY) {
        database = await collect(entry);
      } else {
        const target = storedPath(staging, name);
        if (type === 'directory') {
          await mkdir(target, { recursive: true, mode: 0o700 });
          entry.resume();
        } else if (type === 'file') {
          await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
          await pipeline(entry, createWriteStream(target, { mode: (entry.header.mode ?? 0o600) & 0o777 }));
          files++;
        } else throw new InvalidBackupError(`it holds ${name}, a ${type}: a backup holds only files and folders`);
      }
    }
    await reading;
  } catch (error) {
    extract.destroy();
    if (error instanceof InvalidBackupError) throw error;
    if (!manifest) return { kind: 'database only' };
    throw damaged(error as NodeJS.ErrnoException);
  }
  if (!manifest) return { kind: 'database only' };
  if (!database) throw new InvalidBackupError(`it holds no database (${DATABASE_ENTRY})`);
  return { kind: 'whole', manifest, database, files };
}

function parseManifest(bytes: Buffer): BackupManifest {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(bytes.toString('utf8')) as Partial<BackupManifest>;
  } catch {
    throw new InvalidBackupError(`its ${MANIFEST_ENTRY} is not JSON`);
  }
  if (manifest.format !== 'labforge-backup' || typeof manifest.version !== 'number')
    throw new InvalidBackupError(`its ${MANIFEST_ENTRY} does not describe a Labforge backup`);
  if (manifest.version > BACKUP_FORMAT_VERSION)
    throw new InvalidBackupError(
      `it is a version ${manifest.version} backup, newer than this Labforge reads (${BACKUP_FORMAT_VERSION}): restore it with a newer Labforge`,
    );
  return manifest as BackupManifest;
}

/** Where a `files/<folder>/…` entry goes; any other name, or one that climbs out, is refused. */
function storedPath(staging: string, name: string): string {
  const relative = name.startsWith(FILES_PREFIX) ? path.posix.normalize(name.slice(FILES_PREFIX.length)) : '';
  const [folder] = relative.split('/');
  if (
    !relative ||
    relative.startsWith('/') ||
    relative.split('/').includes('..') ||
    !(STORED_FOLDERS as readonly string[]).includes(folder)
  ) {
    throw new InvalidBackupError(`it holds ${name}, which is not one of Labforge's stored files`);
  }
  return path.join(staging, ...relative.replace(/\/$/, '').split('/'));
}

async function collect(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function damaged(error: NodeJS.ErrnoException): Error {
  if (error.code?.startsWith('Z_') || /unexpected end of file/i.test(error.message))
    return new InvalidBackupError(`its gzip stream is damaged (${error.message}); the file may be truncated`);
  if (error.syscall) return error; // the disk, not the archive
  return new InvalidBackupError(`its tar archive is damaged (${error.message}); the file may be truncated`);
}
