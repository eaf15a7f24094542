import type { VibeCheck } from '../vibe-types';
import type { ChecksOptions } from './check-types';
import { javascriptChecks } from './javascript-checks';
import { pythonChecks } from './python-checks';

// The checks a generated project gets before its pull request is marked ready, by language.
// A failed check is reported with its output; the job never hides one.

export function runProjectChecks(language: string, options: ChecksOptions): Promise<VibeCheck[]> {
  if (language === 'javascript') return javascriptChecks(options);
  return pythonChecks(options);
}
