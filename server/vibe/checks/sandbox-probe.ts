import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { bwrapArgs, findProgram, openSandbox, SANDBOX_PATH, sandboxHostUser } from './sandbox';

// Whether a sandbox starts on this machine: bubblewrap may be missing, or the kernel may refuse
// it user namespaces. A sandbox that started is remembered for the process; a failure is asked
// again after a minute (bubblewrap installed meanwhile, or a probe that lost a race on a busy machine).

const RETRY_MS = 60_000;
const probes = new Map<string, { answer: Promise<string | null>; at: number }>();

/**
 * bubblewrap's absolute path when a sandbox starts here, or null: it is installed, and node runs
 * inside one with every namespace and limit. The checks and the readiness report share the answer.
 */
export async function sandboxProgram(bwrap: string): Promise<string | null> {
  const known = probes.get(bwrap);
  if (known && ((await known.answer) !== null || Date.now() - known.at < RETRY_MS)) return known.answer;
  const probe = { answer: probeSandbox(bwrap), at: Date.now() };
  probes.set(bwrap, probe);
  return probe.answer;
}

async function probeSandbox(bwrap: string): Promise<string | null> {
  const program = await findProgram(bwrap, process.env.PATH ?? '');
  if (!program) return null;
  const sandbox = await openSandbox(program, tmpdir(), []).catch(() => null);
  if (!sandbox) return null;
  try {
    const args = await bwrapArgs(sandbox.hostDir, [process.execPath, '-e', '0'], {
      env: { PATH: SANDBOX_PATH },
      cpuSeconds: 10,
    });
    return (await exitCode(program, args)) === 0 ? program : null;
  } finally {
    await sandbox.dispose();
  }
}

function exitCode(program: string, args: string[]): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(program, args, { cwd: '/', env: {}, stdio: 'ignore', ...sandboxHostUser() });
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', () => {
      clearTimeout(timer);
      resolve(null);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}
