import type { FastifyReply } from 'fastify';
import { CONFLICT_MESSAGES, NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { requireUser, type AuthUser } from '../auth/bearer';
import type { Database } from '../db/connect';
import { contentDisposition } from '../files/file-names';
import type { FileUploads } from '../files/file-uploads';
import { receiveUpload } from '../files/receive-upload';
import { storeUpload } from '../files/store-upload';
import { allowanceFor } from '../files/upload-quota';
import { findOwnedDownload } from '../files/owned-download';
import { deleteUpload, findDeletable } from '../files/upload-store';
import { HttpError, notFound } from '../http/http-error';
import type { HandlerMap } from './handler-types';

// Uploads become datasets: the file is streamed to storage, its rows and its profile job commit
// together, and the profile follows in the background (docs/product.md, "Datasets"). Downloads
// stream the caller's own file, an upload or a run's artifact; deleting an upload removes its
// rows, then its file.

export function fileHandlers(ctx: AppContext, uploads: FileUploads): HandlerMap {
  const { db } = ctx;
  const { storage } = uploads;

  return {
    async uploadFile(request, reply) {
      const user = requireUser(request);
      const received = await (async () => {
        // A user at their quota or their hourly count is refused before a byte is read.
        const limit = await allowanceFor(db, user.id, uploads.quota, uploads.maxUploadMb, reply);
        return receiveUpload(request, storage, limit);
      })().catch((error: unknown) => {
        closeAfterReply(reply);
        throw error;
      });
      const id = await storeUpload(db, uploads, user, received, reply);
      reply.code(201);
      return {
        id,
        name: received.fileName,
        type: received.mediaType,
        url: `/v1/files/${id}`,
        size: received.bytes,
        datasetId: id,
        sha256: received.sha256,
      };
    },

    async downloadFile(request, reply) {
      const { fileId } = request.params;
      const file = await findOwnedDownload(db, requireUser(request).id, fileId);
      const stored = file && (await storage.open(file.storageKey));
      if (!file || !stored) {
        if (file) request.log.warn({ fileId }, 'a file has rows but no bytes in storage');
        throw notFound(NOT_FOUND_MESSAGES.file);
      }
      reply
        .header('content-type', file.mediaType)
        .header('content-length', stored.bytes)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-cache');
      // A stream is not a JSON body: the contract declares application/octet-stream for this answer.
      return stored.stream as never;
    },

    async deleteDataset(request, reply) {
      const user = requireUser(request);
      const { datasetId } = request.params;
      const storageKey = await deleteOwnedUpload(db, user, datasetId);
      // After the commit only: a rollback must never lose the bytes its rows still point to.
      if (storageKey) {
        await storage.remove(storageKey).catch((error: unknown) => {
          request.log.warn({ err: error, datasetId }, 'could not remove the file of a deleted upload');
        });
      }
      reply.code(204);
      return undefined;
    },
  };
}

/** Deletes the caller's upload (a catalogue dataset is refused); answers where its file is stored. */
async function deleteOwnedUpload(db: Database, user: AuthUser, datasetId: string): Promise<string | null> {
  return mutate(db, user, async (tx, record) => {
    const found = await findDeletable(tx, user.id, datasetId);
    if (!found) throw notFound(NOT_FOUND_MESSAGES.dataset);
    if (found.kind === 'catalogue') throw new HttpError(409, 'conflict', CONFLICT_MESSAGES.catalogueDataset);
    if (!(await deleteUpload(tx, user.id, datasetId))) throw notFound(NOT_FOUND_MESSAGES.dataset);
    record({
      entityType: 'dataset',
      entityId: datasetId,
      action: 'dataset.deleted',
      message: `Deleted dataset '${found.name}'`,
    });
    return found.storageKey;
  });
}

/** A refused upload may leave most of its body unread: end the connection rather than read it all. */
function closeAfterReply(reply: FastifyReply): void {
  reply.header('connection', 'close');
}
