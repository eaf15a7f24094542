// A worker thread starts as plain Node: register tsx first, then load the thread's TypeScript
// entry, so threads run the same sources as the main thread with no build step.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
