import { Readable } from 'node:stream';
import { createDeflateRaw, crc32 } from 'node:zlib';

// A zip archive written as a stream (PKWARE APPNOTE 6.3): each entry's local header, its bytes
// deflated as they are read, then a data descriptor with the CRC and sizes, and at the end the
// central directory. Nothing is held in memory but the entry being compressed. No ZIP64: the
// caller keeps the archive under 4 GiB (research-objects/crate-download.ts caps it far below).

export interface ZipEntry {
  /** The path inside the archive, with `/` between folders. */
  name: string;
  /** Its bytes: given, or opened when the archive reaches it. */
  content: Buffer | (() => Promise<Readable>);
}

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

const VERSION = 20;
/** Bit 3: sizes and CRC follow the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0008 | 0x0800;
const DEFLATE = 8;

/** DOS time and date of the archive's making, as zip stores them. */
function dosTime(at: Date): { time: number; date: number } {
  const time = (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2);
  const date = ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate();
  return { time, date };
}

function localHeader(name: Buffer, when: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(when.time, 10);
  header.writeUInt16LE(when.date, 12);
  // CRC and sizes (14–25) stay zero: the data descriptor carries them.
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor(entry: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.compressed, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

function centralHeader(entry: Written, when: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(DEFLATE, 10);
  header.writeUInt16LE(when.time, 12);
  header.writeUInt16LE(when.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressed, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  // Extra field, comment, disk, attributes (30–41) stay zero.
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/** One entry's bytes deflated, counting and checksumming as they pass. */
async function* deflated(content: ZipEntry['content'], entry: Written): AsyncGenerator<Buffer> {
  const source = Buffer.isBuffer(content) ? Readable.from([content]) : await content();
  const deflate = createDeflateRaw();
  source.on('error', (error) => deflate.destroy(error));
  source.on('data', (chunk: Buffer) => {
    entry.crc = crc32(chunk, entry.crc);
    entry.size += chunk.length;
  });
  source.pipe(deflate);
  for await (const chunk of deflate as AsyncIterable<Buffer>) {
    entry.compressed += chunk.length;
    yield chunk;
  }
}

async function* zipChunks(entries: ZipEntry[], at: Date): AsyncGenerator<Buffer> {
  const when = dosTime(at);
  const written: Written[] = [];
  let offset = 0;
  for (const { name, content } of entries) {
    const entry: Written = { name: Buffer.from(name, 'utf8'), crc: 0, compressed: 0, size: 0, offset };
    const header = localHeader(entry.name, when);
    yield header;
    yield* deflated(content, entry);
    const descriptor = dataDescriptor(entry);
    yield descriptor;
    offset += header.length + entry.compressed + descriptor.length;
    written.push(entry);
  }
  const directory = Buffer.concat(written.map((entry) => centralHeader(entry, when)));
  yield directory;
  yield endOfDirectory(written.length, directory.length, offset);
}

/** The archive as a stream; each entry is opened only when the stream reaches it. */
export function zipStream(entries: ZipEntry[], at = new Date()): Readable {
  return Readable.from(zipChunks(entries, at), { objectMode: false });
}
