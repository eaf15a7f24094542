// POST /v1/files streams an upload to disk (hashing and counting it on the way): a 200 MB file
// sent through the real server (listening on a port, a real HTTP multipart request streamed from
// disk) must arrive at least half as fast as the same bytes copied disk to disk with fs streams,
// and the server may grow by less than 100 MB (RSS and heap) while it arrives. Both measured here,
// one after the other; the median of a few rounds.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connect';
import type { BenchResult } from './run';
import { signIn } from './server';

const FILE_BYTES = 200_000_000;
const ROUNDS = 5;
const MEMORY_BUDGET_MB = 100;
const MB = 1_000_000;

/** A CSV of exactly FILE_BYTES bytes, written in 1 MB chunks. */
async function writeSource(file: string): Promise<void> {
  const row = 'station-042,2024-03-01T12:00:00Z,14.25,0.0,12,clear\n';
  const chunk = Buffer.from('id,observed_at,temperature_c,rainfall_mm,wind_kmh,condition\n'.padEnd(MB, row));
  const out = createWriteStream(file);
  for (let written = 0; written < FILE_BYTES; written += MB) {
    if (!out.write(chunk.subarray(0, Math.min(MB, FILE_BYTES - written)))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function timed(work: () => Promise<void>): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/** Peaks of this process's RSS and heap over their values when sampling began, in MB. */
function sampleMemory(): () => { rss: number; heap: number } {
  const base = process.memoryUsage();
  const peak = { rss: base.rss, heap: base.heapUsed };
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed);
  }, 10);
  return () => {
    clearInterval(timer);
    return { rss: (peak.rss - base.rss) / MB, heap: (peak.heap - base.heapUsed) / MB };
  };
}

// The client runs in a process of its own, as a browser would: the server's thread does only the
// server's work, and the memory sampled is the server's.
const CLIENT = `
import { once } from 'node:events';
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
const [url, authorization, file] = process.argv.slice(1);
const boundary = '----labforgebench';
const head = '--' + boundary + '\\r\\nContent-Disposition: form-data; name="file"; filename="readings.csv"\\r\\nContent-Type: text/csv\\r\\n\\r\\n';
const tail = '\\r\\n--' + boundary + '--\\r\\n';
const length = Buffer.byteLength(head) + statSync(file).size + Buffer.byteLength(tail);
const started = performance.now();
const request = http.request(url + '/v1/files', {
  method: 'POST',
  headers: { authorization, 'content-type': 'multipart/form-data; boundary=' + boundary, 'content-length': length },
});
const answered = once(request, 'response');
request.write(head);
const body = createReadStream(file, { highWaterMark: 1024 * 1024 });
body.pipe(request, { end: false });
await once(body, 'end');
request.end(tail);
const [response] = await answered;
let text = '';
for await (const chunk of response) text += chunk;
process.stdout.write(JSON.stringify({ status: response.statusCode, seconds: (performance.now() - started) / 1000, text }));
`;

/** The file as a browser sends it, one 'file' part streamed from disk; answers the seconds it took and the upload's id. */
async function uploadOnce(url: string, authorization: string, file: string): Promise<{ seconds: number; id: string }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', CLIENT, url, authorization, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  const result = JSON.parse(output || '{}') as { status?: number; seconds: number; text: string };
  if (code !== 0 || result.status !== 201) throw new Error(`upload answered ${result.status}: ${result.text}`);
  return { seconds: result.seconds, id: (JSON.parse(result.text) as { id: string }).id };
}

export async function benchUploadThroughput(): Promise<BenchResult[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'labforge-bench-upload-'));
  // The uploads are profiled by the worker role; this server only serves, as the HTTP thread does.
  const config = loadConfig({ DATABASE_URL: 'memory://', DATA_DIR: dir, HOST: '127.0.0.1', PORT: '0' });
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, logger: false, startWorkers: false });
  try {
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const { headers } = await signIn(app, 'bench-upload@example.org');
    const source = path.join(dir, 'source.csv');
    await writeSource(source);
    const rounds: Array<{ disk: number; upload: number; rss: number; heap: number }> = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const copy = path.join(dir, `copy-${round}.csv`);
      const disk = await timed(() => pipeline(createReadStream(source), createWriteStream(copy)));
      await rm(copy);
      const peaks = sampleMemory();
      const { seconds: upload, id } = await uploadOnce(url, headers.authorization, source);
      rounds.push({ disk, upload, ...peaks() });
      // Each round's upload goes again, so the bench needs disk for one copy at a time.
      await app.inject({ method: 'DELETE', url: `/v1/datasets/${id}`, headers });
    }
    rounds.sort((a, b) => a.disk / a.upload - b.disk / b.upload);
    const median = rounds[Math.floor(ROUNDS / 2)];
    const share = median.disk / median.upload;
    const mbps = (seconds: number) => (FILE_BYTES / MB / seconds).toFixed(0);
    const rss = Math.max(...rounds.map((r) => r.rss));
    const heap = Math.max(...rounds.map((r) => r.heap));
    return [
      {
        name: 'POST /v1/files (200 MB) vs fs stream copy',
        measured: `${mbps(median.upload)} vs ${mbps(median.disk)} MB/s (${(share * 100).toFixed(0)}%, median of ${ROUNDS})`,
        budget: '>= 50% of the disk copy',
        ratio: share / 0.5,
      },
      {
        name: 'POST /v1/files (200 MB): server memory growth',
        measured: `peak RSS +${rss.toFixed(0)} MB, heap +${heap.toFixed(0)} MB (worst of ${ROUNDS})`,
        budget: `< ${MEMORY_BUDGET_MB} MB`,
        ratio: MEMORY_BUDGET_MB / Math.max(rss, heap, 1),
      },
    ];
  } finally {
    await app.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}
