import type { VibeCheck } from '../vibe-types';
import type { CheckIsolation, Sandbox } from './sandbox';

export interface ChecksOptions {
  /** The work tree, at the feature branch's head. */
  repoDir: string;
  /** The files the project holds (git ls-files), relative to the work tree. */
  files: string[];
  /** config.vibe.checkTimeoutSeconds: the most one check may run. */
  timeoutSeconds: number;
  signal: AbortSignal;
  /** The PATH the checks see: the server's own unless a test narrows it. */
  path?: string;
  /** The sandbox and what is scrubbed from the output; DEFAULT_ISOLATION unless configured. */
  isolation?: CheckIsolation;
  /** Set by runProjectChecks for the language's checks: the sandbox they run in. */
  sandbox?: Sandbox;
}

export type ProjectChecks = (options: ChecksOptions) => Promise<VibeCheck[]>;

export const timedOutSummary = (seconds: number) => `Stopped after ${seconds} s, the most a check may run`;

/** Every check of a project is skipped, saying so, where no sandbox starts (sandbox-probe.ts). */
export const NO_SANDBOX = 'Skipped: no sandbox available';
