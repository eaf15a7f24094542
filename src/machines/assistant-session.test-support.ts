// Stub actors for the assistant session machine: each settles only when a test says so.
import { fromPromise, type NonReducibleUnknown } from 'xstate';
import type { ConnectOutput } from '../api/assistant-connect';
import type { AssistantSession } from '../api/assistant-types';
import { assistantSessionMachine } from './assistant-session.machine';
import type { AssistantStreamOutput } from './assistant-stream.machine';

export const DEFERRED: AssistantSession = {
  sessionId: '00000000-0000-4000-8000-00000000a001',
  isDeferred: true,
  workspaceId: null,
  context: {},
  createdAt: '2026-11-22T10:00:00Z',
};
export const BOUND: AssistantSession = {
  ...DEFERRED,
  isDeferred: false,
  workspaceId: '00000000-0000-4000-8000-000000000001',
};

export const streamOutput = (
  outcome: AssistantStreamOutput['outcome'],
  text = 'An answer',
  error: string | null = null,
): AssistantStreamOutput => ({
  outcome,
  text,
  error,
  queryId: 'q1',
  notes: [],
  fieldUpdates: [],
});

export type StubId = 'connect' | 'upgrade' | 'terminate' | 'streamQuery';
type Deferred = { resolve: (value: unknown) => void; reject: (err: unknown) => void };

export function stubbedSessionMachine() {
  const pending: Partial<Record<StubId, Deferred>> = {};
  const inputs: Record<StubId, unknown[]> = { connect: [], upgrade: [], terminate: [], streamQuery: [] };
  const stub = <T>(id: StubId) =>
    fromPromise<T, NonReducibleUnknown>(({ input }) => {
      inputs[id].push(input);
      return new Promise<T>((resolve, reject) => (pending[id] = { resolve: resolve as (v: unknown) => void, reject }));
    });
  const machine = assistantSessionMachine.provide({
    actors: {
      connect: stub<ConnectOutput>('connect'),
      upgrade: stub<AssistantSession>('upgrade'),
      terminate: stub<void>('terminate'),
      streamQuery: stub<AssistantStreamOutput>('streamQuery'),
    } as never,
  });
  return { machine, pending, inputs };
}

/** Settles a stub the way an `xstate.done.actor.<id>` / `xstate.error.actor.<id>` event says. */
export function settle(
  pending: Partial<Record<StubId, Deferred>>,
  event: { type: string; output?: unknown; error?: unknown },
) {
  const [, outcome, , id] = event.type.split('.') as [string, 'done' | 'error', string, StubId];
  const deferred = pending[id];
  if (!deferred) throw new Error(`${id} is not running`);
  delete pending[id];
  if (outcome === 'done') deferred.resolve(event.output);
  else deferred.reject(event.error);
}
