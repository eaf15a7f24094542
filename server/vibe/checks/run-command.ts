import { spawn } from 'node:child_process';
import { mkdtemp, open, rm, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bwrapArgs, findProgram, SANDBOX_PATH, sandboxHostUser, type Sandbox } from './sandbox';

// Runs one check's command in the project: no shell, a minimal environment (nothing of the
// server's own settings or secrets reaches generated code), a deadline, and only the last 20 kB
// of what it printed kept. In a sandbox (sandbox.ts) bubblewrap runs it with the sandbox's PATH;
// without one (an administrator's choice) it runs in the work tree itself. The command and
// anything it started are killed at the deadline.

export const MAX_OUTPUT_BYTES = 20 * 1024;
const TRIMMED = '[earlier output trimmed]\n';

export interface CommandResult {
  /** The exit code; null when it was killed or never started. */
  code: number | null;
  output: string;
  timedOut: boolean;
  /** The program is not installed (not on PATH). */
  notFound: boolean;
}

export interface CommandOptions {
  cwd: string;
  timeoutMs: number;
  signal: AbortSignal;
  /** The PATH the command sees: the server's own unless a test narrows it. */
  path?: string;
  env?: Record<string, string>;
  /** Run inside this sandbox; `cwd` is then a path inside it. */
  sandbox?: Sandbox;
}

/**
 * stdout and stderr share one file, as on a terminal: two pipes would let a test run's summary
 * (stderr) arrive before what the tests printed (stdout). Only the file's tail is read back.
 */
export async function runCommand(program: string, args: string[], options: CommandOptions): Promise<CommandResult> {
  options.signal.throwIfAborted();
  const launch = await launchOf(program, args, options);
  if (!launch) return { code: null, output: '', timedOut: false, notFound: true };
  const dir = await mkdtemp(join(tmpdir(), 'labforge-check-'));
  const file = await open(join(dir, 'output'), 'w+');
  try {
    const run = await spawnInto(file, launch);
    return { ...run, output: run.notFound ? '' : await tailOf(file) };
  } finally {
    await file.close();
    await rm(dir, { recursive: true, force: true });
  }
}

interface Launch {
  program: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  uid?: number;
  gid?: number;
  timeoutMs: number;
  signal: AbortSignal;
}

/** What to spawn: the command itself, or bubblewrap around it; null when the program is not installed. */
async function launchOf(program: string, args: string[], options: CommandOptions): Promise<Launch | null> {
  const env = { LANG: 'C.UTF-8', NO_COLOR: '1', ...options.env };
  const { timeoutMs, signal, sandbox } = options;
  if (!sandbox) {
    const path = options.path ?? process.env.PATH ?? '';
    return { program, args, cwd: options.cwd, env: { PATH: path, ...env }, timeoutMs, signal };
  }
  // Looked up on the host in directories the sandbox shows at the same paths (/usr, node's own).
  const path = options.path ?? SANDBOX_PATH;
  const resolved = await findProgram(program, path);
  if (!resolved) return null;
  const inside = { PATH: path, HOME: '/tmp', TMPDIR: '/tmp', ...env };
  const wrapped = await bwrapArgs(sandbox.hostDir, [resolved, ...args], {
    env: inside,
    cpuSeconds: Math.ceil(timeoutMs / 1000),
  });
  // bubblewrap itself gets an empty environment: as the sandbox's PID 1, its own is readable inside.
  return { program: sandbox.bwrap, args: wrapped, cwd: '/', env: {}, ...sandboxHostUser(), timeoutMs, signal };
}

async function tailOf(file: FileHandle): Promise<string> {
  const { size } = await file.stat();
  const length = Math.min(size, MAX_OUTPUT_BYTES);
  const buffer = Buffer.alloc(length);
  await file.read(buffer, 0, length, size - length);
  return (size > MAX_OUTPUT_BYTES ? TRIMMED : '') + buffer.toString('utf8');
}

function spawnInto(file: FileHandle, options: Launch): Promise<Omit<CommandResult, 'output'>> {
  return new Promise((resolve, reject) => {
    const child = spawn(options.program, options.args, {
      cwd: options.cwd,
      env: options.env,
      uid: options.uid,
      gid: options.gid,
      stdio: ['ignore', file.fd, file.fd],
      // Its own process group, so the deadline ends what it started too (node --test's workers).
      // In a sandbox, bubblewrap's death ends its PID namespace and everything in it, detached or not.
      detached: true,
    });
    let timedOut = false;
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, options.timeoutMs);
    const onAbort = () => killGroup();
    options.signal.addEventListener('abort', onAbort, { once: true });
    const settle = () => {
      clearTimeout(timer);
      options.signal.removeEventListener('abort', onAbort);
    };
    child.on('error', (error: NodeJS.ErrnoException) => {
      settle();
      if (error.code === 'ENOENT') resolve({ code: null, timedOut: false, notFound: true });
      else reject(error);
    });
    child.on('close', (code) => {
      settle();
      if (options.signal.aborted) return reject(options.signal.reason);
      resolve({ code, timedOut, notFound: false });
    });
  });
}
