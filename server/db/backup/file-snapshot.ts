import { constants } from 'node:fs';
import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { STORED_FOLDERS, isTransient } from '../../files/stored-files';

// A snapshot of the stored files while the app runs: every file hard-linked into a staging folder
// (a copy where the file system cannot link). A file the app deletes or replaces afterwards keeps
// its snapshot, so the archive is written from files that no longer change.
//
// Uploads and artifacts are written once, under a fresh key, and never changed. A repository
// changes, but git replaces files by renaming and never rewrites one in place, and writes an
// object before any ref names it: refs are linked before packed-refs (pack-refs writes it before
// deleting loose refs) and both before objects, loose objects before packs (a repack writes its
// pack before deleting what it packed), and a folder whose entries vanished meanwhile is read
// again. So every ref in the snapshot finds its objects. Lock files (a git command under way) are
// left out: the repository is as it was before that command.

/** Links what is not yet in `staging`; called before and after the database dump (make-backup.ts). */
export async function snapshotStoredFiles(dataDir: string, staging: string): Promise<void> {
  for (const folder of STORED_FOLDERS) await linkTree(dataDir, staging, folder);
}

/** Git's order (see above); everything else alphabetical, which makes archives repeatable. */
function rank(name: string): number {
  if (name === 'refs') return 0;
  if (name === 'packed-refs') return 2;
  if (name === 'objects' || name === 'pack') return 3;
  return 1;
}

const byGitOrder = (a: string, b: string) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);

async function linkTree(fromRoot: string, toRoot: string, relative: string): Promise<void> {
  if (isTransient(relative)) return;
  for (let pass = 0; pass < 5; pass++) {
    const entries = await readdir(path.join(fromRoot, relative), { withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      },
    );
    if (!entries) return;
    await mkdir(path.join(toRoot, relative), { recursive: true, mode: 0o700 });
    let vanished = false;
    for (const entry of entries.sort((a, b) => byGitOrder(a.name, b.name))) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) await linkTree(fromRoot, toRoot, child);
      // Symbolic links and sockets are left out: git keeps a symlink as an object, and the work
      // tree is rebuilt from the repository on the session's next run.
      else if (entry.isFile() && !entry.name.endsWith('.lock'))
        vanished = (await linkFile(path.join(fromRoot, child), path.join(toRoot, child))) || vanished;
    }
    if (!vanished) return;
  }
}

/** True when the file was gone before it could be linked. */
async function linkFile(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false; // linked by the earlier pass: that version stays
    if (code === 'ENOENT') return true;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw error;
    try {
      await copyFile(from, to, constants.COPYFILE_EXCL);
    } catch (copyError) {
      const copyCode = (copyError as NodeJS.ErrnoException).code;
      if (copyCode === 'ENOENT') return true;
      if (copyCode !== 'EEXIST') throw copyError;
    }
  }
  return false;
}
