import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/connect';
import { startEngineWorker } from './roles/engine-worker';
import { startEngineThread } from './roles/start-engine-thread';

// `npm start`: ROLE=all (default) serves the SPA and /v1 and runs the engine's workers on a
// thread of their own; ROLE=web only serves; ROLE=worker only runs the engine. Until SIGINT or
// SIGTERM, then in-flight work finishes and the database closes (docs/architecture.md).

const config = loadConfig();
const log = pino({ level: config.logLevel });
const database = await openDatabase(config, log);
const stops: Array<() => Promise<unknown>> = [() => database.close()];

async function start(): Promise<void> {
  if (config.role !== 'web') {
    const engine =
      config.role === 'worker'
        ? await startEngineWorker(config, database, log)
        : await startEngineThread(database.handle);
    stops.unshift(() => engine.stop());
  }
  if (config.role === 'worker') return void log.info({ workers: config.engineWorkers }, 'engine worker running');
  const app = await buildApp({ config, database, startWorkers: false });
  stops.unshift(() => app.close());
  await app.listen({ port: config.port, host: config.host });
}

/** Stops in reverse order of starting: HTTP first, then the engine, the database last. */
async function stopAll(): Promise<void> {
  for (const stop of stops) await stop();
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received, shutting down`);
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    stopAll().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  await start();
} catch (error) {
  log.error({ err: error }, 'could not start');
  await stopAll().catch(() => {});
  process.exit(1);
}
