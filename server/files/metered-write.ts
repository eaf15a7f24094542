import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

// Writes a stream to a new file while counting and hashing what passes, and stops it the moment
// it passes the limit: whatever the file's size, at most a few buffers of it are held in memory.

/**
 * Buffered ahead of the disk: with the default 16 kB, reading the socket and writing the file
 * took turns; with 1 MB they overlap (bench/upload-throughput.ts). Per upload, not per file size.
 */
const BUFFER_BYTES = 1024 * 1024;

export class UploadTooLarge extends Error {
  constructor() {
    super('The upload passed its size limit');
    this.name = 'UploadTooLarge';
  }
}

export async function writeMetered(
  source: Readable,
  target: string,
  maxBytes: number,
): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  const meter = new Transform({
    highWaterMark: BUFFER_BYTES,
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) return done(new UploadTooLarge());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  // 'wx': a temp path is new by construction; never write through an existing file. Opened before
  // the copy starts, so a source that fails at once cannot leave the file created after its cleanup.
  const file = await open(target, 'wx');
  await pipeline(source, meter, file.createWriteStream({ highWaterMark: BUFFER_BYTES }));
  return { bytes, sha256: hash.digest('hex') };
}
