// Stub actors for the assistant session machine (each settles only when a story says so), and the
// model's oracle, written from what the panel shows and the calls it makes, not from the chart.
import { fromPromise, type NonReducibleUnknown } from 'xstate';
import type { ConnectOutput } from '../api/assistant-connect';
import type { AssistantSession } from '../api/assistant-types';
import { refuseMessage } from '../domain/assistant-chat';
import { ASSISTANT_ERROR_MESSAGES, ASSISTANT_MESSAGES, DEFAULT_ERROR_MESSAGE } from '../domain/messages';
import { CONNECT_FAILURE, UPGRADE_FAILURE } from './assistant-session.events';
import { assistantSessionMachine, type AssistantSessionSnapshot } from './assistant-session.machine';
import type { AssistantStreamOutput } from './assistant-stream.machine';
import type { MachineHarness, World } from './model/runner';
import type { ActorCall } from './model/stubs';
import type { PlanEvent } from './model/types';

export { BOUND, DEFERRED, streamOutput } from './assistant-session.events';

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

export interface PanelSeen {
  connecting: boolean;
  streaming: boolean;
  busy: boolean;
  deferred: boolean;
  error: string | null;
  /** The conversation, as 'role:status:content'. */
  messages: string[];
  queued: string[];
  /** What the panel may send now (a message with words in it, for a send). */
  accepts: string[];
  calls: ActorCall[];
  running: string[];
  told: string[];
}

interface PanelModel {
  phase: 'idle' | 'connecting' | 'ready' | 'terminating';
  session: AssistantSession | null;
  workspaceId: string | null;
  seen: PanelSeen;
}

/** The words the panel shows for each sample failure (the catalogue's, by status). */
const WORDS = new Map<unknown, string>([
  [CONNECT_FAILURE, ASSISTANT_ERROR_MESSAGES.unavailable],
  [UPGRADE_FAILURE, ASSISTANT_ERROR_MESSAGES.notFound],
]);
const words = (error: unknown, fallback: string) => WORDS.get(error) ?? fallback;
const sendable = (event: PlanEvent) => refuseMessage(event.text as string, false) === null;
const row = (role: string, status: string, content: string) => `${role}:${status}:${content}`;
const ongoing = (m: PanelModel, actor: string) => m.seen.running.includes(actor);
const without = (running: string[], actor: string) => running.filter((id) => id !== actor);

function call(m: PanelModel, actor: string, input: unknown, change: Partial<PanelSeen> = {}): PanelModel {
  const running = [...m.seen.running, actor].sort();
  return { ...m, seen: { ...m.seen, ...change, calls: [...m.seen.calls, { actor, input }], running } };
}
const show = (m: PanelModel, change: Partial<PanelSeen>, rest: Partial<PanelModel> = {}): PanelModel => ({
  ...m,
  ...rest,
  seen: { ...m.seen, ...change },
});

/** With a session and nothing streaming or upgrading, the first queued message goes out. */
function pump(m: PanelModel): PanelModel {
  const [text, ...rest] = m.seen.queued;
  if (m.phase !== 'ready' || text === undefined || ongoing(m, 'streamQuery') || ongoing(m, 'upgrade')) return m;
  const messages = [...m.seen.messages, row('user', 'sending', text), row('assistant', 'sending', '')];
  return call(
    m,
    'streamQuery',
    { request: { sessionId: m.session!.sessionId, query: text } },
    { messages, queued: rest },
  );
}

/** The answer's end: its user message sent (or failed), the answer kept unless stopped before a word. */
function answered(m: PanelModel, output: AssistantStreamOutput): PanelModel {
  const failed = output.outcome === 'failed';
  const [, user, ...before] = [...m.seen.messages].reverse(); // the answer, its question, the rest
  const asked = row('user', failed && output.text === '' ? 'error' : 'sent', user.split(':').slice(2).join(':'));
  const dropped = output.outcome === 'aborted' && output.text === '';
  const answer = dropped ? [] : [row('assistant', failed ? 'error' : 'sent', output.text)];
  const running = without(m.seen.running, 'streamQuery');
  return pump(show(m, { messages: [...before.reverse(), asked, ...answer], running }));
}

const cleared = (m: PanelModel, error: string | null): PanelModel =>
  show(m, { messages: [], queued: [], running: [], error }, { phase: 'idle', session: null });

function connected(m: PanelModel, output: ConnectOutput): PanelModel {
  const running = without(m.seen.running, 'connect');
  return pump(
    show(
      m,
      { messages: output.messages.map((x) => row(x.role, x.status, x.content)), error: null, running },
      { phase: 'ready', session: output.session },
    ),
  );
}

/** While ready (a session, a chat and a link to a workspace): */
function ready(m: PanelModel, event: PlanEvent): PanelModel {
  const { seen, session } = m;
  switch (event.type) {
    case 'assistant.terminate':
      return call(show(m, { running: [] }, { phase: 'terminating' }), 'terminate', { sessionId: session!.sessionId });
    case 'assistant.send':
      return sendable(event) && !ongoing(m, 'streamQuery')
        ? pump(show(m, { queued: [...seen.queued, (event.text as string).trim()] }))
        : m;
    case 'assistant.stop':
      return ongoing(m, 'streamQuery') ? show(m, { told: [...seen.told, 'streamQuery ← stream.abort'] }) : m;
    case 'assistant.upgrade': {
      if (ongoing(m, 'upgrade')) return m;
      if (!session!.isDeferred) return show(m, { error: ASSISTANT_MESSAGES.notDeferred });
      const workspaceId = event.workspaceId as string;
      return call({ ...m, workspaceId }, 'upgrade', { sessionId: session!.sessionId, workspaceId });
    }
    case 'xstate.done.actor.upgrade':
      return pump(
        show(
          m,
          { error: null, running: without(seen.running, 'upgrade') },
          { session: event.output as AssistantSession },
        ),
      );
    case 'xstate.error.actor.upgrade':
      return pump(
        show(m, { error: words(event.error, DEFAULT_ERROR_MESSAGE), running: without(seen.running, 'upgrade') }),
      );
    case 'xstate.done.actor.streamQuery':
      return answered(m, event.output as AssistantStreamOutput);
    default:
      return m;
  }
}

/** Before a session: opening or sending connects; a send waits in the queue meanwhile. */
function beforeSession(m: PanelModel, event: PlanEvent): PanelModel {
  const { seen } = m;
  const idle = m.phase === 'idle';
  switch (event.type) {
    case 'assistant.open': {
      if (!idle) return m;
      const workspaceId = (event.workspaceId as string | undefined) ?? null;
      return call({ ...m, phase: 'connecting', workspaceId }, 'connect', { workspaceId }, { error: null });
    }
    case 'assistant.send': {
      if (!sendable(event)) return m;
      const queued = [...seen.queued, (event.text as string).trim()];
      if (!idle) return show(m, { queued });
      return call({ ...m, phase: 'connecting' }, 'connect', { workspaceId: m.workspaceId }, { error: null, queued });
    }
    case 'assistant.upgrade':
      return idle ? show(m, { error: ASSISTANT_MESSAGES.noSessionToUpgrade }) : m;
    case 'assistant.terminate':
      return idle ? cleared(m, null) : m;
    case 'xstate.done.actor.connect':
      return connected(m, event.output as ConnectOutput);
    case 'xstate.error.actor.connect': {
      const error =
        seen.queued.length > 0
          ? ASSISTANT_MESSAGES.createSession
          : words(event.error, ASSISTANT_MESSAGES.createMaxwellSession);
      const failed = seen.queued.map((text) => row('user', 'error', text));
      return show(m, { error, messages: [...seen.messages, ...failed], queued: [], running: [] }, { phase: 'idle' });
    }
    default:
      return m;
  }
}

/** After this event, the panel shows: */
function next(m: PanelModel, event: PlanEvent): PanelModel {
  if (event.type === 'assistant.dismissError') return show(m, { error: null });
  if (m.phase === 'ready') return ready(m, event);
  if (m.phase !== 'terminating') return beforeSession(m, event);
  if (event.type === 'xstate.done.actor.terminate') return cleared(m, null);
  if (event.type === 'xstate.error.actor.terminate') return cleared(m, ASSISTANT_MESSAGES.terminateSession);
  return m;
}

const PANEL_EVENTS = [
  { type: 'assistant.open' },
  { type: 'assistant.send', text: 'Hello' },
  { type: 'assistant.stop' },
  { type: 'assistant.upgrade', workspaceId: 'w' },
  { type: 'assistant.terminate' },
  { type: 'assistant.dismissError' },
] as const;

/** Idle takes everything but a stop; connecting only sends; ready all but opening, one answer at a time. */
function accepts(m: PanelModel): string[] {
  const streaming = ongoing(m, 'streamQuery');
  const take: Record<PanelModel['phase'], string[]> = {
    idle: ['assistant.open', 'assistant.send', 'assistant.upgrade', 'assistant.terminate'],
    connecting: ['assistant.send'],
    ready: [
      ...(streaming ? ['assistant.stop'] : ['assistant.send']),
      ...(ongoing(m, 'upgrade') ? [] : ['assistant.upgrade']),
      'assistant.terminate',
    ],
    terminating: [],
  };
  return PANEL_EVENTS.map((e) => e.type).filter(
    (type) => take[m.phase].includes(type) || type === 'assistant.dismissError',
  );
}

function expected(m: PanelModel): PanelSeen {
  return {
    ...m.seen,
    accepts: accepts(m),
    connecting: m.phase === 'connecting',
    streaming: ongoing(m, 'streamQuery'),
    busy: m.phase === 'connecting' || m.phase === 'terminating' || ongoing(m, 'upgrade'),
    deferred: m.phase === 'ready' && m.session?.isDeferred === true,
  };
}

function observe({ snapshot, calls, running, told }: World): PanelSeen {
  const s = snapshot as AssistantSessionSnapshot;
  const c = s.context;
  return {
    connecting: s.matches('connecting'),
    streaming: s.hasTag('streaming'),
    busy: s.hasTag('busy'),
    deferred: s.matches('ready') && c.session?.isDeferred === true,
    error: c.error,
    messages: c.messages.map((x) => row(x.role, x.status, x.content)),
    queued: c.queue.map((q) => q.message.content),
    accepts: PANEL_EVENTS.filter((e) => s.can(e)).map((e) => e.type),
    calls,
    running,
    told,
  };
}

const start = (): PanelModel => ({
  phase: 'idle',
  session: null,
  workspaceId: null,
  seen: {
    connecting: false,
    streaming: false,
    busy: false,
    deferred: false,
    error: null,
    messages: [],
    queued: [],
    accepts: [],
    calls: [],
    running: [],
    told: [],
  },
});

export const modelHarness: MachineHarness<PanelModel, PanelSeen> = {
  machine: assistantSessionMachine,
  oracle: { start, next, expected, observe },
};
