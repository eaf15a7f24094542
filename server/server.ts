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
const stops: Array<() => Promise<unknown>> = [];
let closing = false;

async function start(): Promise<void> {
  const database = await openDatabase(config, log);
  stops.push(() => database.close());
  // A signal while the database opened: it closes now, cleanly, and nothing else starts.
  if (closing) return;
  if (config.role !== 'web') {
    const engine =
      config.role === 'worker'
        ? await startEngineWorker(config, database, log)
        : await startEngineThread(database.handle);
    stops.unshift(() => engine.stop());
    if (closing) return;
  }
  if (config.role === 'worker') return void log.info({ workers: config.engineWorkers }, 'engine worker running');
  const app = await buildApp({ config, database, startWorkers: false });
  stops.unshift(() => app.close());
  if (closing) return;
  await app.listen({ port: config.port, host: config.host });
}

/** Stops in reverse order of starting: HTTP first, then the engine, the database last. */
async function stopAll(): Promise<void> {
  for (const stop of stops) await stop();
}

// Heard from the first moment: a signal during start-up waits for the step under way (opening
// the embedded database, above all) and then stops what has started, so no lock is left behind.
const started = start();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received, shutting down`);
    void started
      .catch(() => {})
      .then(() => {
        // A stuck connection must not keep the process alive forever.
        setTimeout(() => process.exit(1), 10_000).unref();
        return stopAll();
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}

try {
  await started;
} catch (error) {
  if (!closing) {
    log.error({ err: error }, 'could not start');
    await stopAll().catch(() => {});
    process.exit(1);
  }
}
