import type { DatabaseHandle } from '../db/connect';
import { nextMessage } from '../threads/next-message';
import { startTsWorker } from '../threads/ts-worker';
import type { EngineThreadMessage } from './engine-thread';

/** Starts the engine worker thread on a database this process opened; resolves once it works. */
export async function startEngineThread(handle: DatabaseHandle): Promise<{ stop(): Promise<void> }> {
  const worker = startTsWorker(new URL('./engine-thread.ts', import.meta.url), handle, 'labforge-engine');
  const first = await nextMessage<EngineThreadMessage>(worker, 'The engine worker');
  if (first.type === 'failed') {
    await worker.terminate();
    throw new Error(`The engine worker could not start: ${first.message}`);
  }
  let stopping: Promise<void> | null = null;
  return {
    stop() {
      stopping ??= (async () => {
        const stopped = nextMessage(worker, 'The engine worker').catch(() => undefined);
        worker.postMessage({ type: 'stop' });
        await stopped;
        await worker.terminate();
      })();
      return stopping;
    },
  };
}
