import type { VibeCheck } from '../vibe-types';

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
}

export type ProjectChecks = (options: ChecksOptions) => Promise<VibeCheck[]>;

export const timedOutSummary = (seconds: number) => `Stopped after ${seconds} s, the most a check may run`;
