import { execFile } from 'node:child_process';

// The system's git, run without a shell. Every call is isolated from the machine's and the
// user's git configuration, so a repository made here is the same on every host, and it commits
// as the coding agent (docs/architecture.md, "The coding agent").

export const AGENT_IDENTITY = { name: 'Labforge coding agent', email: 'coding-agent@labforge.invalid' } as const;

/** The largest output one git call may print: diffs of big files, bundles are streamed elsewhere. */
const MAX_BUFFER = 64 * 1024 * 1024;

export class GitError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly stderr: string,
    readonly code: number | string | null,
  ) {
    // git's own words, first line first: what a remote said when it refused a push.
    super(stderr.trim() || `git ${args[0]} failed (${code})`);
    this.name = 'GitError';
  }
}

export interface GitOptions {
  cwd: string;
  signal?: AbortSignal;
  /** Extra environment (credentials helpers, GIT_SSH_COMMAND); never logged. */
  env?: Record<string, string>;
}

const isolatedEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  // No system or global config, no prompts for credentials: a refusal is an error, not a hang.
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_TERMINAL_PROMPT: '0',
  GIT_AUTHOR_NAME: AGENT_IDENTITY.name,
  GIT_AUTHOR_EMAIL: AGENT_IDENTITY.email,
  GIT_COMMITTER_NAME: AGENT_IDENTITY.name,
  GIT_COMMITTER_EMAIL: AGENT_IDENTITY.email,
  LANG: 'C',
  ...extra,
});

/** Runs `git <args>` in `cwd` and answers what it printed; a non-zero exit is a GitError. */
export function runGit(args: readonly string[], options: GitOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      { cwd: options.cwd, env: isolatedEnv(options.env), signal: options.signal, maxBuffer: MAX_BUFFER },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        if (options.signal?.aborted) return reject(options.signal.reason ?? error);
        reject(new GitError(args, stderr, (error as NodeJS.ErrnoException).code ?? null));
      },
    );
  });
}
