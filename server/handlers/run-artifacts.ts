import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { formatBytes } from '../../src/domain/bytes';
import { permit } from '../access/authorize';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { requireUser, type AuthUser } from '../auth/bearer';
import type { Database } from '../db/connect';
import { fileStorageFor } from '../files/blob-store';
import { storageKeyFor, type FileStorage } from '../files/file-storage';
import { receiveFile, type ReceivedFile } from '../files/receive-file';
import type { UploadQuota } from '../config-upload-quota';
import { allowanceFor, holdQuota } from '../files/upload-quota';
import { HttpError } from '../http/http-error';
import { artifactMediaType } from '../runs/artifact-media-type';
import {
  ARTIFACT_MESSAGES,
  artifactPathProblem,
  findArtifact,
  insertArtifact,
  type RunArtifact,
} from '../runs/run-artifacts';
import { findRun, lockRun } from '../runs/run-store';
import type { HandlerMap } from './handler-types';

// Logging a file as a run's artifact in one multipart call (docs/product.md, "Runs and metrics").
// A token may do it: a script logs its files beside its metrics. The run is checked before the
// body is read; the same content at the same path again is a harmless retry.

type Received = ReceivedFile<string>;
type Logged = { artifact: RunArtifact; created: boolean };

/** Stores the received file as the run's artifact at path, or answers what is already there. */
async function logArtifact(
  db: Database,
  storage: FileStorage,
  user: AuthUser,
  runId: string,
  path: string,
  received: Received,
  quota: { limits: UploadQuota; reply: FastifyReply },
): Promise<Logged> {
  const fileId = randomUUID();
  const storageKey = storageKeyFor(fileId);
  try {
    return await mutate(db, user, async (tx, record) => {
      // Locked, so two calls naming one path decide in turn rather than race to the insert.
      const { run } = permit(await lockRun(tx, user.id, runId), 'run', 'edit');
      const existing = await findArtifact(tx, run.id, path);
      if (existing) {
        if (existing.sha256 === received.sha256) return { artifact: existing, created: false };
        throw new HttpError(409, 'conflict', ARTIFACT_MESSAGES.pathTaken(path));
      }
      // After the retry's answer: a file already logged takes nothing more.
      await holdQuota(tx, user.id, quota.limits, received.bytes, quota.reply);
      const { bytes, sha256, kind: mediaType } = received;
      await insertArtifact(tx, run.id, fileId, { path, mediaType, bytes, sha256, storageKey });
      // Last, so the file is in place only for rows about to commit.
      await storage.commit(received.tempPath, storageKey);
      record({
        entityType: 'run',
        entityId: run.id,
        action: 'run.artifact_logged',
        message: `Logged artifact '${path}' (${formatBytes(bytes)}) to run '${run.name}'`,
        metadata: { experimentId: run.experimentId, fileId, path, mediaType, bytes, sha256 },
      });
      return { artifact: (await findArtifact(tx, run.id, path))!, created: true };
    });
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  } finally {
    // Moved into place when logged; a retry's or a refusal's copy is dropped.
    await storage.discard(received.tempPath);
  }
}

export function runArtifactHandlers(ctx: AppContext): HandlerMap {
  const { db, config } = ctx;
  // Keys are the server's own, so this and the dataset uploads share one store safely.
  const storage = fileStorageFor(config);
  return {
    async logRunArtifact(request, reply: FastifyReply) {
      const user = requireUser(request);
      const { runId } = request.params;
      const asked = request.query.path;
      const received = await (async () => {
        const problem = asked === undefined ? null : artifactPathProblem(asked);
        if (problem) throw new HttpError(400, 'validation_error', problem);
        permit(await findRun(db, user.id, runId), 'run', 'edit');
        // A user at their quota or their hourly count is refused before a byte is read.
        const limit = await allowanceFor(db, user.id, config.uploadQuota, config.maxUploadMb, reply);
        return receiveFile(request, storage, limit, artifactMediaType);
      })().catch((error: unknown) => {
        // A refused upload may leave most of its body unread: end the connection rather than read it all.
        reply.header('connection', 'close');
        throw error;
      });
      // The file's name is one plain segment: the parser keeps only its base name (never '.' or
      // '..'), and cleanFileName drops control characters and surrounding spaces.
      const path = asked ?? received.fileName;
      const { artifact, created } = await logArtifact(db, storage, user, runId, path, received, {
        limits: config.uploadQuota,
        reply,
      });
      reply.code(created ? 201 : 200);
      return artifact;
    },
  };
}
