import { parentPort, workerData } from 'node:worker_threads';
import pino from 'pino';
import { loadConfig } from '../config';
import { connectPostgres, type DatabaseHandle } from '../db/connect';
import { startEngineWorker } from './engine-worker';

// ROLE=all: the engine worker on a thread of its own, so a session's CPU work (generation,
// similarity, the tournament) never holds up the thread that serves HTTP.

export type EngineThreadMessage = { type: 'ready' } | { type: 'stopped' } | { type: 'failed'; message: string };

const handle = (workerData as { data: DatabaseHandle }).data;
const port = parentPort!;
const reply = (message: EngineThreadMessage) => port.postMessage(message);
const config = loadConfig();
const log = pino({ level: config.logLevel, name: 'engine' });

try {
  const database = await connectPostgres(handle, log);
  const worker = await startEngineWorker(config, database, log);
  port.on('message', (message: { type: string }) => {
    if (message.type !== 'stop') return;
    void (async () => {
      await worker.stop().catch((error: unknown) => log.error({ err: error }, 'engine worker stopped badly'));
      await database.close();
      reply({ type: 'stopped' });
    })();
  });
  reply({ type: 'ready' });
} catch (error) {
  reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}
