import { createHash } from 'node:crypto';
import { lstat, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Where the running app answers backup requests for one PGlite directory. Both sides (the
// server and the scripts) derive it with this one function, so they always agree.

/** sun_path holds 108 bytes on Linux and 104 on macOS, the terminating NUL included. */
const MAX_SOCKET_PATH_BYTES = 103;
const SOCKET_FILE = 'control.sock';

/**
 * `<pgliteDir>.run/control.sock`, beside the data directory: a socket inside it would make
 * PGlite's dumpDataDir fail (it tars every entry and cannot read a socket). A path too long for
 * a unix socket moves to a private directory under the temp dir, named by a hash of the directory.
 */
export function controlSocketPath(pgliteDir: string): string {
  if (pgliteDir === 'memory://')
    throw new Error('An in-memory database has no control socket: there is nothing to back up');
  const dir = path.resolve(pgliteDir);
  const beside = path.join(`${dir}.run`, SOCKET_FILE);
  if (Buffer.byteLength(beside) <= MAX_SOCKET_PATH_BYTES) return beside;
  const hash = createHash('sha256').update(dir).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `labforge-db-${hash}`, SOCKET_FILE);
}

/** Creates the socket's directory private to this user, and refuses one someone else owns. */
export async function ensureSocketDir(socketPath: string): Promise<void> {
  const dir = path.dirname(socketPath);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const stat = await lstat(dir);
  // Under a shared temp dir another user could have made the directory first, or a symlink.
  if (!stat.isDirectory() || (process.getuid && stat.uid !== process.getuid())) {
    throw new Error(`${dir} is not a directory owned by this user: refusing to put the control socket there`);
  }
}
