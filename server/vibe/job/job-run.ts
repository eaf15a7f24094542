import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connect';
import type { FileStorage } from '../../files/file-storage';
import type { CheckIsolation } from '../checks/sandbox';
import { ProjectRoot } from '../repo/project-root';
import type { RepoRef } from '../repo/repo-git';
import { repositorySaver } from '../repo/repo-store';
import type { VibeSessionRow } from '../vibe-columns';
import type {
  AgentCallOptions,
  CodingAgent,
  VibeActivity,
  VibeBrief,
  VibePublisher,
  VibeRemoteConfig,
} from '../vibe-types';
import { activity, updateOpen } from './session-updates';

// What one run of a session's job works with, and the few moves every step makes: a checkpoint
// (the repository saved to the blob store if it moved, the test seam, then a stop if cancelled),
// a guarded write, a status moving forward.

export class VibeAborted extends Error {
  constructor(readonly reason: 'shutdown' | 'cancelled') {
    super(reason === 'shutdown' ? 'The server is shutting down' : 'The coding session was cancelled');
  }
}

export interface VibeHooks {
  /** Test seam: awaited before each step (repository, plan, file:<path>, checks, fix:<n>, pull_request, publish). */
  beforeStep?: (vibeSessionId: string, step: string, signal: AbortSignal) => Promise<void>;
}

export interface VibeJobDeps {
  db: Database;
  dataDir: string;
  /** The blob store the repository is saved to as a bundle (repo-store.ts); none in unit tests. */
  storage?: FileStorage;
  agent: CodingAgent;
  publish: VibePublisher | null;
  /** VIBE_GIT_REMOTE (and GitHub's token for it): asked for the base branch when the repository is made. */
  remote: VibeRemoteConfig;
  maxFixAttempts: number;
  checkTimeoutSeconds: number;
  log: FastifyBaseLogger;
  hooks?: VibeHooks;
  /** The PATH the checks see; the sandbox's own unless a test narrows it. */
  checksPath?: string;
  /** The checks' sandbox and the secrets scrubbed from their output; DEFAULT_ISOLATION when unset. */
  checkIsolation?: CheckIsolation;
}

const ORDER = ['queued', 'planning', 'coding', 'testing'] as const;
type OpenStatus = (typeof ORDER)[number];

const STATUS_MESSAGES: Record<Exclude<OpenStatus, 'queued'>, string> = {
  planning: 'Planning the project',
  coding: 'Writing the files',
  testing: 'Running the checks',
};

export class JobRun {
  readonly usage = { calls: 0, tokens: 0 };
  readonly call: AgentCallOptions;
  /** Where the project lives in the repository: known once the repository is open (repository-step.ts). */
  project = new ProjectRoot('');
  /** Writes the repository to the blob store when its branches moved since the last save. */
  readonly saveRepository: () => Promise<void>;
  private status: OpenStatus;

  constructor(
    readonly deps: VibeJobDeps,
    readonly row: VibeSessionRow,
    readonly brief: VibeBrief,
    readonly repo: RepoRef,
    readonly signal: AbortSignal,
  ) {
    this.status = row.status as OpenStatus;
    this.saveRepository = repositorySaver(deps.storage, repo, row.id);
    this.call = {
      signal,
      onUsage: ({ calls, tokens }) => {
        this.usage.calls += calls;
        this.usage.tokens += tokens;
      },
    };
  }

  /** Before every step: the commits of the last one go to the blob store, then the seam and a stop. */
  async checkpoint(step: string): Promise<void> {
    await this.saveRepository();
    await this.deps.hooks?.beforeStep?.(this.row.id, step, this.signal);
    this.signal.throwIfAborted();
  }

  async update(changes: Parameters<typeof updateOpen>[2], activities: VibeActivity[] = []): Promise<void> {
    if (!(await updateOpen(this.deps.db, this.row.id, changes, activities))) throw new VibeAborted('cancelled');
  }

  /** Moves the session to `to` unless it is there or beyond already (a resumed run). */
  async advance(to: Exclude<OpenStatus, 'queued'>): Promise<void> {
    if (ORDER.indexOf(this.status) >= ORDER.indexOf(to)) return;
    await this.update({ status: to }, [activity('status', STATUS_MESSAGES[to])]);
    this.status = to;
  }
}
