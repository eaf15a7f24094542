import { sandboxProgram } from '../vibe/checks/sandbox-probe';
import type { VibeConfig } from '../vibe/vibe-config';

// The coding agent's checks run generated code in a sandbox. Where this server cannot start one,
// an administrator should know: the checks are skipped, or (by their choice) run without it.

export const SANDBOX_WARNINGS = {
  skipped:
    'Code checks are skipped: this server cannot start a sandbox for the coding agent’s generated code. Install bubblewrap to run them.',
  unsandboxed:
    'Code checks run without a sandbox: the coding agent’s generated code can read this server’s files and reach its network.',
} as const;

/** The readiness report's warnings about the sandbox: none where one starts. */
export async function sandboxWarnings(vibe: Pick<VibeConfig, 'bwrapPath' | 'unsandboxedChecks'>): Promise<string[]> {
  if (await sandboxProgram(vibe.bwrapPath)) return [];
  return [vibe.unsandboxedChecks ? SANDBOX_WARNINGS.unsandboxed : SANDBOX_WARNINGS.skipped];
}
