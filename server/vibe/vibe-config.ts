import { read, readBool, readHttpUrl, readInt, type Env } from '../config-env';
import type { VibeRemoteConfig } from './vibe-types';

// The coding agent's settings, read from the environment. Nothing leaves the machine until a
// remote is configured: by default a session's repository stays under DATA_DIR/vibe.

export interface VibeConfig extends VibeRemoteConfig {
  /** VIBE_MAX_FIX_ATTEMPTS: rounds of "fix the failed checks" a model agent gets (default 2). */
  maxFixAttempts: number;
  /** VIBE_CHECK_TIMEOUT_SECONDS: the most one check (compile, tests) may run (default 120). */
  checkTimeoutSeconds: number;
  /** VIBE_BWRAP_PATH: bubblewrap, which the checks run inside (default: bwrap on PATH). */
  bwrapPath: string;
  /** VIBE_UNSANDBOXED_CHECKS: where no sandbox starts, run the checks without one instead of skipping them (default false). */
  unsandboxedChecks: boolean;
}

export const GITHUB_API_URL = 'https://api.github.com';

export function readVibeConfig(env: Env): VibeConfig {
  // VIBE_GIT_REMOTE: any git URL the finished branch is pushed to (file://, https://, ssh).
  const gitRemote = read(env, 'VIBE_GIT_REMOTE') ?? null;
  // VIBE_GITHUB_TOKEN and VIBE_GITHUB_REPOSITORY (owner/name): open a real pull request there;
  // VIBE_GITHUB_API_URL points at GitHub Enterprise (or a stand-in) instead of api.github.com.
  const token = read(env, 'VIBE_GITHUB_TOKEN') ?? null;
  const repository = read(env, 'VIBE_GITHUB_REPOSITORY') ?? null;
  const apiUrl = readHttpUrl(env, 'VIBE_GITHUB_API_URL') ?? GITHUB_API_URL;
  if (Boolean(token) !== Boolean(repository)) {
    throw new Error('VIBE_GITHUB_TOKEN and VIBE_GITHUB_REPOSITORY go together: set both, or neither');
  }
  if (repository && !/^[\w.-]+\/[\w.-]+$/.test(repository)) {
    throw new Error(`VIBE_GITHUB_REPOSITORY must be owner/name, got '${repository}'`);
  }
  if (repository && !gitRemote) {
    throw new Error('VIBE_GITHUB_REPOSITORY needs VIBE_GIT_REMOTE: the branch is pushed before its pull request opens');
  }
  return {
    gitRemote,
    github: token && repository ? { apiUrl, token, repository } : null,
    maxFixAttempts: readInt(env, 'VIBE_MAX_FIX_ATTEMPTS', 2, 0, 10),
    checkTimeoutSeconds: readInt(env, 'VIBE_CHECK_TIMEOUT_SECONDS', 120, 1, 3600),
    // Generated code is checked in a sandbox (docs/decisions/012-sandboxed-agent-checks.md).
    bwrapPath: read(env, 'VIBE_BWRAP_PATH') ?? 'bwrap',
    unsandboxedChecks: readBool(env, 'VIBE_UNSANDBOXED_CHECKS') ?? false,
  };
}
