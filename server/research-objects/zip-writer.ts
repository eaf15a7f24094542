import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

// An RO-Crate download's zip, written as a stream by yazl: entries are deflated one after another,
// and an entry given as a function is opened only when the archive reaches it, so nothing but the
// entry being compressed is held in memory or open. A source that fails fails the stream.

export interface ZipEntry {
  /** The path inside the archive, with `/` between folders. */
  name: string;
  /** Its bytes: given, or opened when the archive reaches it. */
  content: Buffer | (() => Promise<Readable>);
}

/** The archive as a stream; each entry is opened only when the stream reaches it. */
export function zipStream(entries: ZipEntry[], at = new Date()): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  for (const { name, content } of entries) {
    if (Buffer.isBuffer(content)) {
      zip.addBuffer(content, name, { mtime: at });
      continue;
    }
    zip.addReadStreamLazy(name, { mtime: at }, (done) => {
      content().then(
        (stream) => {
          // yazl watches the streams it opens itself, not those handed to it.
          stream.on('error', (error) => output.destroy(error));
          done(null, stream);
        },
        (error: unknown) => done(error, undefined as unknown as Readable),
      );
    });
  }
  zip.end();
  return output;
}
