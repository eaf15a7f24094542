import { createHash, randomUUID } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { gitIn, type RepoRef } from './repo-git';

// The repository to download: a git bundle of every branch (clone it), or the feature branch's
// files as a tar.gz. Each is made once per commit and kept in the repository's own .git
// (EXPORTS_DIR), so a repeated download reads a file rather than running git again, and it goes
// wherever the repository goes: deleted with it, never in a backup (docs/architecture.md,
// "The coding agent"). The same commits always give the same bytes: git packs a bundle on one
// thread, as several threads choose deltas in a different order each time.

export type ExportFormat = 'bundle' | 'tar.gz';

/** Where kept exports live, relative to the work tree. */
export const EXPORTS_DIR = '.git/labforge-exports';

export interface Exported {
  stream: ReadStream;
  bytes: number;
}

/** What the export holds, as a name: the commit of every branch (bundle) or of the feature branch. */
async function contentKey(ref: RepoRef, format: ExportFormat, name: string): Promise<string> {
  const commits =
    format === 'bundle'
      ? await gitIn(ref.dir, ['for-each-ref', '--format=%(objectname) %(refname)', 'refs/heads'])
      : await gitIn(ref.dir, ['rev-parse', '--verify', `${ref.featureBranch}^{commit}`]);
  // The tar.gz's folder is the session's name, so the name is part of what it holds.
  return createHash('sha256').update(`${format}\n${name}\n${commits}`).digest('hex').slice(0, 32);
}

/** Writes a bundle of every branch to `file`: the same commits, the same bytes (repo-store.ts stores it too). */
export async function writeBundle(dir: string, file: string): Promise<void> {
  await gitIn(dir, ['-c', 'pack.threads=1', 'bundle', 'create', '--quiet', file, '--all']);
}

async function build(ref: RepoRef, format: ExportFormat, name: string, file: string): Promise<void> {
  if (format === 'bundle') await writeBundle(ref.dir, file);
  else await gitIn(ref.dir, ['archive', '--format=tar.gz', `--prefix=${name}/`, '-o', file, ref.featureBranch]);
}

/** Opens the kept export, or null when there is none yet. */
async function openKept(file: string): Promise<Exported | null> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!handle) return null;
  const { size } = await handle.stat();
  // The open handle reads on even if a newer commit's export replaces this one meanwhile.
  return { stream: handle.createReadStream(), bytes: size };
}

export async function exportRepository(ref: RepoRef, format: ExportFormat, name: string): Promise<Exported> {
  const dir = join(ref.dir, EXPORTS_DIR);
  const key = await contentKey(ref, format, name);
  const kept = `${key}.${format}`;
  const file = join(dir, kept);
  const found = await openKept(file);
  if (found) return found;

  await mkdir(dir, { recursive: true });
  // Written beside its name and renamed, so a download running at the same time never reads half;
  // opened before the rename, so a newer commit's export replacing it cannot take it from this one.
  const partial = join(dir, `${randomUUID()}.part`);
  let made: Exported | null = null;
  try {
    await build(ref, format, name, partial);
    made = await openKept(partial);
    if (!made) throw new Error(`git wrote no ${format} for ${name}`);
    await rename(partial, file);
  } catch (error) {
    made?.stream.destroy();
    throw error;
  } finally {
    await rm(partial, { force: true });
  }
  // Only the newest export of each format is kept: the others name commits that have moved on.
  for (const entry of await readdir(dir)) {
    if (entry !== kept && entry.endsWith(`.${format}`)) await rm(join(dir, entry), { force: true });
  }
  return made;
}
