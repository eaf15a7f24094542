import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES } from '../../src/domain/messages';
import { detectFormat } from '../datasets/profile/detect-format';
import type { ProfileFormat } from '../datasets/profile/profile-types';
import { badRequest, HttpError } from '../http/http-error';
import type { FileStorage } from './file-storage';
import { cleanFileName, mediaTypeOf } from './file-names';
import { UploadTooLarge, writeMetered } from './metered-write';

// The 'file' part of POST /v1/files, streamed to a temp file in the storage: never held whole in
// memory, hashed and counted as it passes, refused the moment it outgrows the limit. A refusal
// or a client that goes away leaves no temp file behind.

export interface ReceivedUpload {
  tempPath: string;
  /** The original name, made safe to store and to show. */
  fileName: string;
  mediaType: string;
  format: ProfileFormat;
  bytes: number;
  sha256: string;
}

/** Headers, boundaries and small fields besides the file: past this, a declared length is refused unread. */
const MULTIPART_ALLOWANCE_BYTES = 1024 * 1024;

export async function receiveUpload(
  request: FastifyRequest,
  storage: FileStorage,
  maxMb: number,
): Promise<ReceivedUpload> {
  // Decimal megabytes, as sizes are shown (src/domain/bytes.ts): a file shown as 201 MB is over a 200 MB limit.
  const maxBytes = maxMb * 1_000_000;
  const declared = Number(request.headers['content-length']);
  if (declared > maxBytes + MULTIPART_ALLOWANCE_BYTES) throw tooLarge(maxMb);
  const part = await filePart(request, maxBytes);
  const fileName = cleanFileName(part.filename);
  const format = detectFormat(fileName, part.mimetype);
  if (!format) throw new HttpError(415, 'unsupported_media_type', UPLOAD_MESSAGES.unsupportedType);
  const tempPath = await storage.tempPath();
  try {
    const { bytes, sha256 } = await writeMetered(part.file, tempPath, maxBytes);
    if (bytes === 0) throw badRequest(UPLOAD_MESSAGES.emptyFile, 'validation_error');
    return { tempPath, fileName, mediaType: mediaTypeOf(part.mimetype, format), format, bytes, sha256 };
  } catch (error) {
    await storage.discard(tempPath);
    throw error instanceof UploadTooLarge ? tooLarge(maxMb) : readError(error);
  }
}

/** The first file part, which must be named 'file'. */
async function filePart(request: FastifyRequest, maxBytes: number): Promise<MultipartFile> {
  // One past the limit, so the meter, not the parser, sees the file outgrow it.
  const limits = { files: 1, fileSize: maxBytes + 1 };
  const part = await request.file({ limits, throwFileSizeLimit: false }).catch((error: unknown) => {
    throw readError(error);
  });
  if (!part || part.fieldname !== 'file') throw badRequest(UPLOAD_MESSAGES.fileRequired, 'validation_error');
  return part;
}

const tooLarge = (maxMb: number) => new HttpError(413, 'payload_too_large', UPLOAD_MESSAGES.tooLarge(maxMb));

/**
 * Our refusals and the parser's own 4xx pass as they are; the disk's errors are the server's
 * (500); anything else is the parser failing on a body that is not valid multipart.
 */
function readError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const { statusCode, syscall } = (error ?? {}) as { statusCode?: number; syscall?: string };
  if (syscall !== undefined) return error;
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) return error;
  return badRequest(UPLOAD_MESSAGES.malformed);
}
