import type { FileHandle } from 'node:fs/promises';
import type { AsyncBuffer } from 'hyparquet';

/**
 * An AsyncBuffer reading byte ranges from an open file, so hyparquet fetches the footer and one
 * row group's column chunks at a time instead of the whole file. Aborting fails the next read.
 */
export function fileFromHandle(handle: FileHandle, byteLength: number, signal?: AbortSignal): AsyncBuffer {
  return {
    byteLength,
    async slice(start: number, end = byteLength): Promise<ArrayBuffer> {
      signal?.throwIfAborted();
      const from = Math.max(0, start);
      const bytes = new Uint8Array(Math.max(0, Math.min(end, byteLength) - from));
      let filled = 0;
      while (filled < bytes.length) {
        const { bytesRead } = await handle.read(bytes, filled, bytes.length - filled, from + filled);
        if (bytesRead === 0) throw new Error(`Unexpected end of file at byte ${from + filled}`);
        filled += bytesRead;
      }
      return bytes.buffer;
    },
  };
}
