import { Stop, type StopReason } from './generation';

// The answers being generated in this process, each with its listeners. A dropped connection
// does not stop one (the client may reconnect); a cancel does, and so does nobody listening for
// unattendedMs.

interface Generation {
  sessionId: string;
  controller: AbortController;
  listeners: number;
  timer: NodeJS.Timeout | null;
  done: Promise<void>;
}

export function createGenerationRegistry(unattendedMs: number) {
  const running = new Map<string, Generation>();

  const stop = async (queryId: string, reason: StopReason) => {
    const generation = running.get(queryId);
    if (!generation) return false;
    generation.controller.abort(new Stop(reason));
    await generation.done;
    return true;
  };
  const watch = (queryId: string, generation: Generation) => {
    if (generation.timer) clearTimeout(generation.timer);
    generation.timer =
      generation.listeners > 0 ? null : setTimeout(() => void stop(queryId, 'unattended'), unattendedMs);
    generation.timer?.unref();
  };

  return {
    stop,
    /** Runs one answer; `run` must not throw (it stores or logs its own failure). `ended` runs once it is gone. */
    start(queryId: string, sessionId: string, run: (signal: AbortSignal) => Promise<void>, ended: () => void) {
      const generation: Generation = {
        sessionId,
        controller: new AbortController(),
        listeners: 0,
        timer: null,
        done: Promise.resolve(),
      };
      running.set(queryId, generation);
      watch(queryId, generation);
      generation.done = run(generation.controller.signal).finally(() => {
        if (generation.timer) clearTimeout(generation.timer);
        running.delete(queryId);
        ended();
      });
    },
    isRunning: (queryId: string) => running.has(queryId),
    /** A listener arrives; call the returned function when it leaves. */
    attach(queryId: string): () => void {
      const generation = running.get(queryId);
      if (!generation) return () => {};
      generation.listeners++;
      watch(queryId, generation);
      let attached = true;
      return () => {
        if (!attached) return;
        attached = false;
        generation.listeners--;
        if (running.get(queryId) === generation) watch(queryId, generation);
      };
    },
    settled: async (queryId: string) => running.get(queryId)?.done,
    async stopSession(sessionId: string) {
      const mine = [...running].filter(([, g]) => g.sessionId === sessionId).map(([id]) => id);
      await Promise.all(mine.map((id) => stop(id, 'deleted')));
    },
    async stopAll(reason: StopReason) {
      await Promise.all([...running.keys()].map((id) => stop(id, reason)));
    },
  };
}
