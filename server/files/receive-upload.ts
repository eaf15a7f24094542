import type { FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES } from '../../src/domain/messages';
import { detectFormat } from '../datasets/profile/detect-format';
import type { ProfileFormat } from '../datasets/profile/profile-types';
import { badRequest, HttpError } from '../http/http-error';
import type { FileStorage } from './file-storage';
import { mediaTypeOf } from './file-names';
import { receiveFile, type SizeLimit } from './receive-file';

// The 'file' part of POST /v1/files: a dataset, so only a format the profiler reads (refused
// before a byte is stored) and never an empty file.

export interface ReceivedUpload {
  tempPath: string;
  /** The original name, made safe to store and to show. */
  fileName: string;
  mediaType: string;
  format: ProfileFormat;
  bytes: number;
  sha256: string;
}

export async function receiveUpload(
  request: FastifyRequest,
  storage: FileStorage,
  limit: SizeLimit,
): Promise<ReceivedUpload> {
  const received = await receiveFile(request, storage, limit, (fileName, sentType) => {
    const format = detectFormat(fileName, sentType);
    if (!format) throw new HttpError(415, 'unsupported_media_type', UPLOAD_MESSAGES.unsupportedType);
    return { format, mediaType: mediaTypeOf(sentType, format) };
  });
  const { kind, ...file } = received;
  if (file.bytes === 0) {
    await storage.discard(file.tempPath);
    throw badRequest(UPLOAD_MESSAGES.emptyFile, 'validation_error');
  }
  return { ...file, ...kind };
}
