import { and, asc, eq } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { experiments } from '../db/schema/experiments';
import { experimentRuns, runArtifacts } from '../db/schema/runs';

// A run's artifacts (docs/product.md, "Runs and metrics"): files logged under a path of the run's
// own, as MLflow and W&B name them. They are not datasets: their rows say where the bytes are
// stored, with their size, type and SHA-256, and go with the run.

export type RunArtifact = components['schemas']['RunArtifact'];

export const ARTIFACT_MESSAGES = {
  badPath: (path: string) =>
    `Artifact path '${path}': use segments joined by '/', none empty, '.' or '..', with no '\\' or control character`,
  pathTaken: (path: string) => `The run already has an artifact at '${path}'; log this file under another path`,
};

/** As the contract bounds the path parameter; a default path (the file's name) is held to it too. */
const MAX_PATH_LENGTH = 500;

/** A relative path of plain segments: nothing that could read as absolute, a parent or a device. */
export function artifactPathProblem(path: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  const unsafe = /[\\\u0000-\u001f\u007f]/.test(path) || path.length > MAX_PATH_LENGTH;
  const segments = path.split('/');
  const badSegment = segments.some((s) => s === '' || s === '.' || s === '..' || s.trim() !== s);
  return unsafe || badSegment ? ARTIFACT_MESSAGES.badPath(path) : null;
}

/** The name a download is saved under: the path's last segment. */
export const artifactFileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

const columns = {
  name: runArtifacts.path,
  fileId: runArtifacts.fileId,
  size: runArtifacts.bytes,
  mediaType: runArtifacts.mediaType,
  sha256: runArtifacts.sha256,
  createdAt: runArtifacts.createdAt,
};

type ArtifactRow = Omit<RunArtifact, 'createdAt' | 'url'> & { createdAt: Date };

const toArtifact = (row: ArtifactRow): RunArtifact => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  url: `/v1/files/${row.fileId}`,
});

/** The run's artifacts in path order; the caller has checked the run is the user's. */
export async function artifactsOf(db: Executor, runId: string): Promise<RunArtifact[]> {
  const rows = await db
    .select(columns)
    .from(runArtifacts)
    .where(eq(runArtifacts.runId, runId))
    .orderBy(asc(runArtifacts.path));
  return rows.map(toArtifact);
}

export async function findArtifact(db: Executor, runId: string, path: string): Promise<RunArtifact | undefined> {
  const [row] = await db
    .select(columns)
    .from(runArtifacts)
    .where(and(eq(runArtifacts.runId, runId), eq(runArtifacts.path, path)));
  return row && toArtifact(row);
}

export interface NewArtifact {
  path: string;
  mediaType: string;
  bytes: number;
  sha256: string;
  storageKey: string;
}

export async function insertArtifact(db: Executor, runId: string, fileId: string, file: NewArtifact): Promise<void> {
  await db.insert(runArtifacts).values({ runId, fileId, ...file });
}

/** One of the user's artifacts as GET /v1/files/{fileId} serves it, or undefined. */
export async function findOwnedArtifactFile(db: Executor, userId: string, fileId: string) {
  const [row] = await db
    .select({ path: runArtifacts.path, mediaType: runArtifacts.mediaType, storageKey: runArtifacts.storageKey })
    .from(runArtifacts)
    .innerJoin(experimentRuns, eq(experimentRuns.id, runArtifacts.runId))
    .where(and(eq(runArtifacts.fileId, fileId), eq(experimentRuns.userId, userId)));
  return row && { fileName: artifactFileName(row.path), mediaType: row.mediaType, storageKey: row.storageKey };
}

/** Where the bytes of every artifact in the user's workspace are, read before its runs are deleted. */
/** Every member's run artifacts in a workspace: what its deletion removes. */
export async function artifactKeysInWorkspace(db: Executor, workspaceId: string): Promise<string[]> {
  const rows = await db
    .select({ storageKey: runArtifacts.storageKey })
    .from(runArtifacts)
    .innerJoin(experimentRuns, eq(experimentRuns.id, runArtifacts.runId))
    .innerJoin(experiments, eq(experiments.id, experimentRuns.experimentId))
    .where(eq(experiments.workspaceId, workspaceId));
  return rows.map((row) => row.storageKey);
}
