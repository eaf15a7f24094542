import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { readZip } from '../../tests/support/read-zip';
import { zipStream } from './zip-writer';

// The streamed zip an RO-Crate download is: read back entry by entry, accepted by Info-ZIP's
// unzip, each entry opened only once the one before it is written, and a source that fails fails it.

describe('zipStream', () => {
  it('writes entries that read back byte for byte, names in UTF-8, an empty one included', async () => {
    const big = Buffer.alloc(300_000, 'labforge ');
    const zip = await buffer(
      zipStream([
        { name: 'ro-crate-metadata.json', content: Buffer.from('{"@graph":[]}') },
        {
          name: 'runs/tuned/artifacts/Ångström.csv',
          content: async () => Readable.from([big.subarray(0, 5), big.subarray(5)]),
        },
        { name: 'empty.txt', content: Buffer.alloc(0) },
      ]),
    );
    const files = readZip(zip);
    expect([...files.keys()]).toEqual(['ro-crate-metadata.json', 'runs/tuned/artifacts/Ångström.csv', 'empty.txt']);
    expect(files.get('runs/tuned/artifacts/Ångström.csv')).toEqual(big);
    expect(files.get('empty.txt')).toEqual(Buffer.alloc(0));
    expect(zip.length).toBeLessThan(big.length / 10);
    const scratch = mkdtempSync(join(tmpdir(), 'labforge-zip-'));
    try {
      writeFileSync(join(scratch, 'test.zip'), zip);
      expect(execFileSync('unzip', ['-tq', join(scratch, 'test.zip')]).toString()).toMatch(/No errors detected/);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('opens each entry only when the one before it is written, so one source is open at a time', async () => {
    const events: string[] = [];
    const entry = (name: string) => ({
      name,
      content: async () => {
        events.push(`open ${name}`);
        const source = Readable.from([Buffer.from(name)]);
        source.on('end', () => events.push(`end ${name}`));
        return source;
      },
    });
    await buffer(zipStream([entry('a'), entry('b'), entry('c')]));
    expect(events).toEqual(['open a', 'end a', 'open b', 'end b', 'open c', 'end c']);
  });

  it('fails the stream with the error of a source that fails', async () => {
    const failing = new Readable({ read() {} });
    const stream = zipStream([
      {
        name: 'lost.bin',
        content: async () => {
          setImmediate(() => failing.destroy(new Error('the disk went away')));
          return failing;
        },
      },
    ]);
    await expect(buffer(stream)).rejects.toThrow('the disk went away');
  });
});
