import type { Worker } from 'node:worker_threads';

/** The thread's next message; a thread that dies or throws first rejects, naming `who`. */
export function nextMessage<T>(worker: Worker, who: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onExit = (code: number) => done(() => reject(new Error(`${who} stopped (exit code ${code})`)));
    const onError = (error: Error) => done(() => reject(error));
    const onMessage = (message: T) => done(() => resolve(message));
    const done = (settle: () => void) => {
      worker.off('exit', onExit).off('error', onError).off('message', onMessage);
      settle();
    };
    worker.on('exit', onExit).on('error', onError).on('message', onMessage);
  });
}
