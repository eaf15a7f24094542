import { constants } from 'node:fs';
import {
  access,
  chown,
  copyFile,
  lchown,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readlink,
  realpath,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, isAbsolute, join } from 'node:path';

// Generated code is checked inside bubblewrap (docs/decisions/012-sandboxed-agent-checks.md): new
// user, PID, network, IPC, UTS and mount namespaces, an unprivileged user, no capabilities, an
// empty environment, a read-only /usr, a private /tmp, and a copy of the project's files as the
// only writable place. prlimit bounds CPU time, memory, processes, file size and open files.

/** Where the project's copy appears inside the sandbox, and the checks' working directory. */
export const SANDBOX_REPO = '/work/repo';
/** The PATH inside: the system's own programs, nothing of the server's PATH. */
export const SANDBOX_PATH = '/usr/local/bin:/usr/bin:/bin';
/** The unprivileged user the checks run as (nobody). */
const NOBODY = 65534;

export const SANDBOX_LIMITS = {
  /** RLIMIT_DATA: memory a process may write to. RLIMIT_AS would break runtimes that reserve address space (V8, WebAssembly). */
  dataBytes: 2 * 1024 ** 3,
  /** RLIMIT_NPROC: processes and threads of the sandbox's user, counted in its own user namespace. */
  processes: 256,
  /** RLIMIT_FSIZE: the largest file a check may write, its output file included. */
  fileBytes: 64 * 1024 ** 2,
  openFiles: 1024,
  /** The private /tmp, in memory. */
  tmpBytes: 64 * 1024 ** 2,
} as const;

/** How the checks are isolated: the sandbox, or (by the administrator's choice) none where it cannot start. */
export interface CheckIsolation {
  /** bubblewrap's program: a path, or a name looked up on the server's PATH. */
  bwrap: string;
  /** VIBE_UNSANDBOXED_CHECKS: where no sandbox starts, run the checks without one instead of skipping them. */
  allowUnsandboxed: boolean;
  /** Taken out of every check's output before it is stored, shown or sent to a model. */
  secrets: () => Promise<readonly (string | null | undefined)[]>;
}

export const DEFAULT_ISOLATION: CheckIsolation = { bwrap: 'bwrap', allowUnsandboxed: false, secrets: async () => [] };

/** One check run's sandbox: the host directory holding the project's copy and the sandbox's /etc files. */
export interface Sandbox {
  bwrap: string;
  hostDir: string;
  dispose(): Promise<void>;
}

/** The host user bubblewrap runs as: never root, whose processes RLIMIT_NPROC does not count. */
export const sandboxHostUser = () => (process.getuid?.() === 0 ? { uid: NOBODY, gid: NOBODY } : {});

/** The absolute path of `program` on `path` (a PATH string), or null. */
export async function findProgram(program: string, path: string): Promise<string | null> {
  if (isAbsolute(program)) return (await isExecutable(program)) ? program : null;
  for (const dir of path.split(delimiter).filter(Boolean)) {
    if (await isExecutable(join(dir, program))) return join(dir, program);
  }
  return null;
}

const isExecutable = (file: string) =>
  access(file, constants.X_OK).then(
    () => true,
    () => false,
  );

/** bwrap's arguments around `command` (already resolved to an absolute path inside). */
export async function bwrapArgs(
  hostDir: string,
  command: string[],
  options: { env: Record<string, string>; cpuSeconds: number },
): Promise<string[]> {
  const args = ['--unshare-all', '--die-with-parent', '--new-session', '--cap-drop', 'ALL'];
  args.push('--uid', String(NOBODY), '--gid', String(NOBODY), '--clearenv');
  for (const [name, value] of Object.entries(options.env)) args.push('--setenv', name, value);
  args.push('--ro-bind', '/usr', '/usr');
  for (const top of ['/bin', '/sbin', '/lib', '/lib32', '/lib64']) args.push(...(await systemDir(top)));
  const node = await nodeInstallDir();
  if (node) args.push('--ro-bind', node, node);
  for (const file of ['ld.so.cache', 'ld.so.conf', 'ld.so.conf.d', 'alternatives', 'localtime']) {
    if (await exists(`/etc/${file}`)) args.push('--ro-bind', `/etc/${file}`, `/etc/${file}`);
  }
  for (const file of ETC_FILES) args.push('--ro-bind', join(hostDir, 'etc', file), `/etc/${file}`);
  args.push('--proc', '/proc', '--dev', '/dev', '--size', String(SANDBOX_LIMITS.tmpBytes), '--tmpfs', '/tmp');
  args.push('--bind', join(hostDir, 'repo'), SANDBOX_REPO, '--chdir', SANDBOX_REPO);
  // The root bubblewrap builds is a tmpfs of its own: read-only, so only /tmp and the project take writes.
  args.push('--remount-ro', '/', '--');
  const limits = [
    `--cpu=${Math.max(1, options.cpuSeconds)}`,
    `--data=${SANDBOX_LIMITS.dataBytes}`,
    `--nproc=${SANDBOX_LIMITS.processes}`,
    `--fsize=${SANDBOX_LIMITS.fileBytes}`,
    `--nofile=${SANDBOX_LIMITS.openFiles}`,
    '--core=0',
  ];
  return [...args, '/usr/bin/prlimit', ...limits, '--', ...command];
}

const exists = (file: string) =>
  lstat(file).then(
    () => true,
    () => false,
  );

/** /bin and friends as the host has them: a symlink into /usr stays one, a directory is bound read-only. */
async function systemDir(top: string): Promise<string[]> {
  const stat = await lstat(top).catch(() => null);
  if (!stat) return [];
  if (stat.isSymbolicLink()) return ['--symlink', await readlink(top), top];
  return ['--ro-bind', top, top];
}

/** Node's install directory when it lies outside /usr, so `node --test` finds itself inside. */
async function nodeInstallDir(): Promise<string | null> {
  const dir = dirname(dirname(await realpath(process.execPath)));
  return dir === '/usr' || dir.startsWith('/usr/') ? null : dir;
}

const ETC_FILES = ['passwd', 'group', 'hosts'];
const ETC_CONTENT: Record<string, string> = {
  passwd: `nobody:x:${NOBODY}:${NOBODY}:nobody:/tmp:/usr/sbin/nologin\n`,
  group: `nogroup:x:${NOBODY}:\n`,
  hosts: '127.0.0.1 localhost\n::1 localhost\n',
};

/**
 * A copy of the project's files for one check run: the checks never touch the server's own work
 * tree or its .git, so nothing they write (a symlink, a git hook) reaches what the server runs later.
 */
export async function openSandbox(bwrap: string, repoDir: string, files: readonly string[]): Promise<Sandbox> {
  const hostDir = await mkdtemp(join(tmpdir(), 'labforge-sandbox-'));
  const dispose = () => rm(hostDir, { recursive: true, force: true });
  try {
    await mkdir(join(hostDir, 'etc'));
    for (const file of ETC_FILES) await writeFile(join(hostDir, 'etc', file), ETC_CONTENT[file], { mode: 0o644 });
    const repo = join(hostDir, 'repo');
    await mkdir(repo);
    for (const file of files) await copyEntry(join(repoDir, file), join(repo, file));
    const user = sandboxHostUser();
    if (user.uid !== undefined) await chownTree(hostDir, user.uid, user.gid);
    return { bwrap, hostDir, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** A regular file is copied, a symlink recreated as a link (never followed on the host), anything else left out. */
async function copyEntry(from: string, to: string): Promise<void> {
  const stat = await lstat(from).catch(() => null);
  if (!stat || !(stat.isFile() || stat.isSymbolicLink())) return;
  await mkdir(dirname(to), { recursive: true });
  if (stat.isSymbolicLink()) await symlink(await readlink(from), to);
  else await copyFile(from, to);
}

async function chownTree(dir: string, uid: number, gid: number): Promise<void> {
  await chown(dir, uid, gid);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(path, uid, gid);
    else await lchown(path, uid, gid);
  }
}
