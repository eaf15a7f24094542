import { Worker } from 'node:worker_threads';

// One way to start a thread on a TypeScript entry file (the database host, the engine worker).

const bootstrap = new URL('./ts-worker-bootstrap.mjs', import.meta.url);

/** The entry reads `workerData.data`; `workerData.entry` is the bootstrap's. */
export function startTsWorker(entry: URL, data: unknown, name: string): Worker {
  return new Worker(bootstrap, { workerData: { entry: entry.href, data }, name });
}
