import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parquetWriteBuffer } from 'hyparquet-writer';
import { expect } from 'vitest';
import type { Database } from '../../../server/db/connect';
import type { SignedIn } from './harness';

// Uploads as a browser sends them (multipart/form-data with a 'file' part), the fixtures they send
// (small tables with realistic columns, in each format an upload may have), and what is left on disk.

export interface Part {
  field: string;
  /** A file part has a file name; without one the part is a plain field. */
  fileName?: string;
  type?: string;
  content: Buffer | string;
}

export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----labforge${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface Fixture {
  fileName: string;
  type: string;
  content: Buffer;
}

export function uploadParts(app: FastifyInstance, who: SignedIn, parts: Part[]) {
  const { payload, contentType } = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/v1/files',
    headers: { ...who.headers, 'content-type': contentType },
    payload,
  });
}

export function upload(app: FastifyInstance, who: SignedIn, fixture: Fixture) {
  return uploadParts(app, who, [
    { field: 'file', fileName: fixture.fileName, type: fixture.type, content: fixture.content },
  ]);
}

/** Polls the dataset until its profile is no longer pending; answers the dataset. */
export async function waitForProfile(app: FastifyInstance, who: SignedIn, datasetId: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `/v1/datasets/${datasetId}`, headers: who.headers });
    expect(response.statusCode, response.body).toBe(200);
    const dataset = response.json();
    if (dataset.profileStatus !== 'pending') return dataset;
    if (Date.now() > deadline) throw new Error(`The profile of ${datasetId} is still pending after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every file under the storage root, as paths relative to it ([] before anything was stored). */
export async function filesUnder(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

const STATIONS = ['LIS-01', 'OPO-02', 'FAR-03', 'BRG-04'];
const CONDITIONS = ['clear', 'cloudy', 'rain', 'fog'];

/** Daily weather readings: 40 rows, one rainfall reading missing (row 5). */
export function weatherCsv(): Fixture {
  const rows = Array.from({ length: 40 }, (_, i) => {
    const day = new Date(Date.UTC(2024, 2, 1 + i)).toISOString().slice(0, 10);
    const temperature = (8 + ((i * 7) % 15) + (i % 3) / 10).toFixed(1);
    const rainfall = i === 5 ? '' : ((i * 3) % 11).toFixed(1);
    return [STATIONS[i % 4], day, temperature, rainfall, String(5 + ((i * 13) % 40)), CONDITIONS[i % 4]].join(',');
  });
  const text = ['station_id,observed_on,temperature_c,rainfall_mm,wind_kmh,condition', ...rows].join('\n');
  return { fileName: 'weather-stations.csv', type: 'text/csv', content: Buffer.from(`${text}\n`) };
}

/** A clinical trial's enrolment table, tab-separated: 25 patients. */
export function patientsTsv(): Fixture {
  const rows = Array.from({ length: 25 }, (_, i) =>
    [
      `P-${String(i + 1).padStart(3, '0')}`,
      30 + ((i * 17) % 45),
      i % 2 ? 'F' : 'M',
      110 + ((i * 9) % 50),
      i % 5 !== 0,
    ].join('\t'),
  );
  const text = ['patient_id\tage\tsex\tsystolic_bp\tenrolled', ...rows].join('\n');
  return { fileName: 'trial-patients.tsv', type: 'text/tab-separated-values', content: Buffer.from(text) };
}

const COUNTRIES = ['Portugal', 'Spain', 'France', 'Italy', 'Greece', 'Ireland'];

/** Yearly indicators per country as JSON lines: 30 records. */
export function indicatorsJsonl(): Fixture {
  const lines = Array.from({ length: 30 }, (_, i) =>
    JSON.stringify({
      country: COUNTRIES[i % 6],
      year: 2015 + Math.floor(i / 6),
      gdp_per_capita_usd: 18_000 + ((i * 1_234) % 25_000) + 0.5,
      unemployment_rate: Number((4 + ((i * 7) % 120) / 10).toFixed(1)),
      eu_member: true,
    }),
  );
  return { fileName: 'indicators.jsonl', type: 'application/octet-stream', content: Buffer.from(lines.join('\n')) };
}

/** Sensor readings as Parquet: 50 rows. */
export function sensorsParquet(): Fixture {
  const count = 50;
  const buffer = parquetWriteBuffer({
    columnData: [
      { name: 'sensor', data: Array.from({ length: count }, (_, i) => `sensor-${i % 5}`), type: 'STRING' },
      { name: 'reading', data: Array.from({ length: count }, (_, i) => 20 + (i % 10) / 4), type: 'DOUBLE' },
      { name: 'battery_pct', data: Array.from({ length: count }, (_, i) => 100 - i), type: 'INT32' },
    ],
  });
  return { fileName: 'sensors.parquet', type: 'application/vnd.apache.parquet', content: Buffer.from(buffer) };
}

/** Rows of a raw query, on either driver. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
