import { redactMessage } from '../vibe-remote-redact';
import type { VibeCheck } from '../vibe-types';
import { NO_SANDBOX, type ChecksOptions } from './check-types';
import { javascriptChecks } from './javascript-checks';
import { pythonChecks } from './python-checks';
import { DEFAULT_ISOLATION, openSandbox } from './sandbox';
import { sandboxProgram } from './sandbox-probe';

// The checks a generated project gets before its pull request is marked ready, by language.
// A failed check is reported with its output; the job never hides one. They run in a sandbox
// (docs/decisions/012-sandboxed-agent-checks.md); where none starts they are skipped, unless the
// administrator chose to run them without one. Secrets never leave in their output.

const CHECK_NAMES: Record<string, string[]> = {
  javascript: ['JavaScript parses', 'Tests'],
  python: ['Python compiles', 'Tests'],
};

export async function runProjectChecks(language: string, options: ChecksOptions): Promise<VibeCheck[]> {
  const isolation = options.isolation ?? DEFAULT_ISOLATION;
  const checksOf = language === 'javascript' ? javascriptChecks : pythonChecks;
  const bwrap = await sandboxProgram(isolation.bwrap);
  let checks: VibeCheck[];
  if (bwrap) {
    const sandbox = await openSandbox(bwrap, options.repoDir, options.files);
    try {
      checks = await checksOf({ ...options, sandbox });
    } finally {
      await sandbox.dispose();
    }
  } else if (isolation.allowUnsandboxed) {
    checks = await checksOf(options);
  } else {
    const names = CHECK_NAMES[language] ?? CHECK_NAMES.python;
    checks = names.map((name) => ({ name, status: 'skipped', summary: NO_SANDBOX, output: '' }));
  }
  const secrets = await isolation.secrets();
  return checks.map((check) => ({ ...check, output: redactMessage(check.output, secrets) }));
}
