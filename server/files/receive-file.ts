import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES } from '../../src/domain/messages';
import { badRequest, HttpError } from '../http/http-error';
import type { FileStorage } from './file-storage';
import { cleanFileName } from './file-names';
import { UploadTooLarge, writeMetered } from './metered-write';

// The 'file' part of a multipart request (POST /v1/files, POST /v1/runs/{runId}/artifacts),
// streamed to a temp file in the storage: never held whole in memory, hashed and counted as it
// passes, refused the moment it outgrows the limit. A refusal or a client that goes away leaves
// no temp file behind.

export interface ReceivedFile<Kind> {
  tempPath: string;
  /** The original name, made safe to store and to show. */
  fileName: string;
  /** What `classify` made of the part's name and type before a byte was stored. */
  kind: Kind;
  bytes: number;
  sha256: string;
}

/** Looks at a part's name and the type its client sent; throws to refuse it unread. */
export type ClassifyPart<Kind> = (fileName: string, sentType: string) => Kind;

/** How large the file may be, and the refusal past it (413): MAX_UPLOAD_MB's, or the user's quota's. */
export interface SizeLimit {
  maxBytes: number;
  refuse: () => HttpError;
}

/**
 * MAX_UPLOAD_MB as a limit. Decimal megabytes, as sizes are shown (src/domain/bytes.ts): a file
 * shown as 201 MB is over a 200 MB limit.
 */
export const sizeLimit = (maxMb: number): SizeLimit => ({ maxBytes: maxMb * 1_000_000, refuse: () => tooLarge(maxMb) });

/** Headers, boundaries and small fields besides the file: past this, a declared length is refused unread. */
const MULTIPART_ALLOWANCE_BYTES = 1024 * 1024;

export async function receiveFile<Kind>(
  request: FastifyRequest,
  storage: FileStorage,
  { maxBytes, refuse }: SizeLimit,
  classify: ClassifyPart<Kind>,
): Promise<ReceivedFile<Kind>> {
  const declared = Number(request.headers['content-length']);
  if (declared > maxBytes + MULTIPART_ALLOWANCE_BYTES) throw refuse();
  const part = await filePart(request, maxBytes);
  const fileName = cleanFileName(part.filename);
  const kind = classify(fileName, part.mimetype);
  const tempPath = await storage.tempPath();
  try {
    const { bytes, sha256 } = await writeMetered(part.file, tempPath, maxBytes);
    return { tempPath, fileName, kind, bytes, sha256 };
  } catch (error) {
    await storage.discard(tempPath);
    throw error instanceof UploadTooLarge ? refuse() : readError(error);
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
