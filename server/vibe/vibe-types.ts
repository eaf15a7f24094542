import type { components } from '../../src/api/schema';

// The seams of the coding agent (docs/architecture.md, "The coding agent"). The job
// (vibe-job.ts) owns the repository, the row and the order of work; a CodingAgent only decides
// what the files say. The offline agent and the model agent implement the same interface.

export type VibeActivity = components['schemas']['VibeActivity'];
export type VibeCheck = components['schemas']['VibeCheck'];
export type VibeChangedFile = components['schemas']['VibeChangedFile'];
export type VibePullRequest = components['schemas']['VibePullRequest'];
export type VibeRemote = components['schemas']['VibeRemote'];
export type VibeEngineLabel = components['schemas']['VibeSession']['engine'];

/** Everything the agent is told about the idea: read once when the job starts. */
export interface VibeBrief {
  ideaId: string;
  title: string;
  summary: string;
  /** The research goal the idea answers. */
  goal: string;
  methodology: string[];
  expectedOutcomes: string[];
  resources: string[];
  risks: string[];
  /** From the experiment the idea was converted into, when it was. */
  experiment: { id: string; name: string; metrics: string[]; plan: string[] } | null;
  /** The converted idea's workflow: its steps in order, when it was converted. */
  workflow: {
    name: string;
    /** `kind` is the node's kind (data_source, preparation, method_step, evaluation, report, …). */
    steps: { id: string; label: string; description: string; kind?: string }[];
  } | null;
  /** Datasets attached to the idea. */
  datasets: { id: string; name: string; format: string | null; url: string | null }[];
  customInstructions: string | null;
}

export type PlannedFileKind = 'plan' | 'readme' | 'code' | 'data' | 'test' | 'deps' | 'entry' | 'config';

export interface PlannedFile {
  /** Relative, forward slashes, no `..`: checked by the job before anything is written. */
  path: string;
  kind: PlannedFileKind;
  /** One line: why the file exists; the agent writes it from this. */
  purpose: string;
}

export interface ProjectPlan {
  /** e.g. "python"; Python unless the instructions ask for another. */
  language: string;
  /** The plan in prose (Markdown), committed as PLAN.md. */
  summary: string;
  files: PlannedFile[];
}

export interface WrittenFile {
  path: string;
  content: string;
}

export interface AgentCallOptions {
  signal: AbortSignal;
  /** Model calls and tokens, for the agents gallery's measured usage. */
  onUsage?: (usage: { calls: number; tokens: number }) => void;
}

export interface CodingAgent {
  readonly engine: VibeEngineLabel;
  plan(brief: VibeBrief, options: AgentCallOptions): Promise<ProjectPlan>;
  /** Writes one planned file, seeing the files written before it. */
  writeFile(
    brief: VibeBrief,
    plan: ProjectPlan,
    file: PlannedFile,
    written: WrittenFile[],
    options: AgentCallOptions,
  ): Promise<WrittenFile>;
  /**
   * Given the failed checks, answers the files to rewrite (whole contents), or none when it cannot
   * fix them. The job bounds the attempts (MAX_FIX_ATTEMPTS).
   */
  fix(
    brief: VibeBrief,
    plan: ProjectPlan,
    files: WrittenFile[],
    failed: VibeCheck[],
    options: AgentCallOptions,
  ): Promise<WrittenFile[]>;
}

/** Where the finished branch goes, when configured (vibe-remote.ts). */
export interface VibeRemoteConfig {
  /** VIBE_GIT_REMOTE: any git URL (file://, https://, ssh). Null: nothing is pushed. */
  gitRemote: string | null;
  /** GitHub's REST API, for opening the pull request: all three set, or none. */
  github: { apiUrl: string; token: string; repository: string } | null;
}

export interface PublishRequest {
  /** The session's repository (a work tree) under DATA_DIR/vibe. */
  repoDir: string;
  baseBranch: string;
  featureBranch: string;
  /** The base branch came from the remote (it is there already): only the feature branch is pushed. */
  baseOnRemote?: boolean;
  pullRequest: { title: string; description: string; draft: boolean };
  signal: AbortSignal;
}

export interface PublishOutcome {
  remote: VibeRemote;
  /** The pull request opened on the git host, when GitHub is configured and it answered. */
  pullRequestUrl: string | null;
}

/**
 * Pushes the branches and opens the pull request where configured (vibe-remote.ts). Never throws
 * for a refusal: a remote that says no is an outcome with its message; the session then fails
 * with that message while its local repository and pull request record stay.
 */
export type VibePublisher = (request: PublishRequest) => Promise<PublishOutcome>;
