import { spawn } from 'node:child_process';
import { mkdtemp, open, rm, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Runs one check's command in the work tree: no shell, a minimal environment (nothing of the
// server's own settings or secrets reaches generated code), a deadline, and only the last 20 kB
// of what it printed kept. The command and anything it started are killed at the deadline.

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
}

/**
 * stdout and stderr share one file, as on a terminal: two pipes would let a test run's summary
 * (stderr) arrive before what the tests printed (stdout). Only the file's tail is read back.
 */
export async function runCommand(program: string, args: string[], options: CommandOptions): Promise<CommandResult> {
  options.signal.throwIfAborted();
  const dir = await mkdtemp(join(tmpdir(), 'labforge-check-'));
  const file = await open(join(dir, 'output'), 'w+');
  try {
    const run = await spawnInto(file, program, args, options);
    return { ...run, output: run.notFound ? '' : await tailOf(file) };
  } finally {
    await file.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function tailOf(file: FileHandle): Promise<string> {
  const { size } = await file.stat();
  const length = Math.min(size, MAX_OUTPUT_BYTES);
  const buffer = Buffer.alloc(length);
  await file.read(buffer, 0, length, size - length);
  return (size > MAX_OUTPUT_BYTES ? TRIMMED : '') + buffer.toString('utf8');
}

function spawnInto(
  file: FileHandle,
  program: string,
  args: string[],
  options: CommandOptions,
): Promise<Omit<CommandResult, 'output'>> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      cwd: options.cwd,
      env: { PATH: options.path ?? process.env.PATH ?? '', LANG: 'C.UTF-8', NO_COLOR: '1', ...options.env },
      stdio: ['ignore', file.fd, file.fd],
      // Its own process group, so the deadline ends what it started too (node --test's workers).
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
