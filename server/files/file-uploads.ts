import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { OpenDatabase } from '../db/connect';
import { createDatasetProfiler, type DatasetProfiler } from './dataset-profiler';
import { fileStorageFor } from './blob-store';
import type { FileStorage } from './file-storage';
import { registerMultipart } from './multipart';
import type { UploadQuota } from '../config-upload-quota';

// What the file operations need from the app (server/handlers/files.ts): multipart parsing, the
// blob store BLOB_STORE names and the profile queue, started and stopped with the app.

export interface FileUploads {
  storage: FileStorage;
  profiler: DatasetProfiler;
  maxUploadMb: number;
  quota: UploadQuota;
}

/**
 * Call before the contract's routes are registered: multipart parsing must be in place for them.
 * With startWorkers (the API tests) uploads are profiled here too; the HTTP thread of `npm start`
 * only queues them.
 */
export async function registerFileUploads(
  app: FastifyInstance,
  config: Readonly<ServerConfig>,
  database: Pick<OpenDatabase, 'db' | 'notifier' | 'embedded'>,
  startWorkers = true,
): Promise<FileUploads> {
  await registerMultipart(app);
  const storage = fileStorageFor(config);
  const profiler = createDatasetProfiler({ ...database, log: app.log, storage, startWorkers });
  // onReady hooks run in order, so this starts after the Co-Scientist's queue, which installs
  // pg-boss's schema on a database opened without it (the API tests' PGlite).
  app.addHook('onReady', () => profiler.start());
  // onClose hooks run last-registered first: the profiles stop before the database closes.
  app.addHook('onClose', () => profiler.stop());
  return { storage, profiler, maxUploadMb: config.maxUploadMb, quota: config.uploadQuota };
}
