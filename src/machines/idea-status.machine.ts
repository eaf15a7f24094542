// States:
//   status.generated | reviewed | selected | converted | archived   the idea's status, read from the server;
//                resolving picks it from context on start and after every change
//   changing     a plain status change in flight (review, select, unselect, archive, unarchive);
//                refused → back, with the reason
//   converting   the convert call in flight for a selected idea: converted on success, else still selected
// The moves are the lifecycle table's (src/domain/idea-lifecycle.ts); converted only by converting.
// Unarchive names where the idea goes back to (the status it was archived from: the page knows it).
import { assign, createActor, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { getErrorMessage } from '../api/errors';
import type { ConversionResult, IdeaStatus } from '../api/types';
import { IDEA_TRANSITIONS, isActionable, moveOf } from '../domain/idea-lifecycle';
import { DEFAULT_ERROR_MESSAGE } from '../domain/messages';

export interface IdeaStatusContext {
  ideaId: string;
  status: IdeaStatus;
  /** Where the change in flight goes. */
  target: IdeaStatus | null;
  /** Why the last change or conversion did not happen. */
  error: string | null;
}

export type IdeaStatusEvent =
  | { type: 'idea.review' }
  | { type: 'idea.select' }
  | { type: 'idea.unselect' }
  | { type: 'idea.archive' }
  /** Back to the status the idea was archived from. */
  | { type: 'idea.unarchive'; to: IdeaStatus }
  | { type: 'idea.convert' }
  /** The server's value arrived (a refetch, a bulk action elsewhere). */
  | { type: 'idea.refresh'; status: IdeaStatus }
  | { type: 'idea.dismissError' };

const STATUSES = Object.keys(IDEA_TRANSITIONS) as IdeaStatus[];
const moveTo = (from: IdeaStatus, to: IdeaStatus) => {
  if (to === 'converted' && from !== 'archived') return '#ideaStatus.converting' as const;
  return {
    // Unarchive has one transition per status it may return to; the event names which.
    ...(from === 'archived' && { guard: { type: 'isUnarchivingTo' as const, params: { to } } }),
    target: '#ideaStatus.changing',
    actions: { type: 'aim' as const, params: { target: to } },
  } as const;
};
/** Each move's event, with every transition the table gives it from this status. */
function movesFrom(from: IdeaStatus) {
  const on: Record<string, ReturnType<typeof moveTo>[]> = {};
  for (const to of IDEA_TRANSITIONS[from]) (on[`idea.${moveOf(from, to)}`] ??= []).push(moveTo(from, to));
  return on;
}
// One state per status, its moves straight from the lifecycle table.
const STATUS_STATES = Object.fromEntries(
  STATUSES.map((status) => [
    status,
    { tags: isActionable(status) ? ['actionable' as const] : [], on: movesFrom(status) },
  ]),
);
const settle = (status: IdeaStatus) => ({ guard: { type: 'hasStatus', params: { status } }, target: status }) as const;

export const ideaStatusMachine = setup({
  types: {
    context: {} as IdeaStatusContext,
    events: {} as IdeaStatusEvent,
    input: {} as { ideaId: string; status: IdeaStatus },
    tags: {} as 'actionable' | 'busy',
  },
  actors: {
    changeStatus: fromPromise<IdeaStatus, { ideaId: string; to: IdeaStatus }>(async () => {
      throw new Error('changeStatus is provided by the page');
    }),
    convertIdea: fromPromise<ConversionResult, { ideaId: string }>(async () => {
      throw new Error('convertIdea is provided by the page');
    }),
  },
  guards: {
    hasStatus: ({ context }, params: { status: IdeaStatus }) => context.status === params.status,
    isUnarchivingTo: ({ event }, params: { to: IdeaStatus }) =>
      event.type === 'idea.unarchive' && event.to === params.to,
    isConverted: (_, params: { result: ConversionResult }) => params.result.success,
  },
  actions: {
    aim: assign((_, params: { target: IdeaStatus }) => ({ target: params.target, error: null })),
    setStatus: assign((_, params: { status: IdeaStatus }) => ({ status: params.status, target: null })),
    setError: assign((_, params: { error: unknown }) => ({ error: getErrorMessage(params.error), target: null })),
    setRefusal: assign((_, params: { result: ConversionResult }) => ({
      error: params.result.error ?? DEFAULT_ERROR_MESSAGE,
    })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'ideaStatus',
  context: ({ input }) => ({ ideaId: input.ideaId, status: input.status, target: null, error: null }),
  initial: 'status',
  on: { 'idea.dismissError': { actions: 'clearError' } },
  states: {
    status: {
      initial: 'resolving',
      on: {
        'idea.refresh': { target: '.resolving', actions: { type: 'setStatus', params: ({ event }) => event } },
      },
      states: {
        resolving: {
          always: STATUSES.map(settle),
        },
        ...STATUS_STATES,
      },
    },
    changing: {
      tags: 'busy',
      invoke: {
        id: 'changeStatus',
        src: 'changeStatus',
        input: ({ context }) => ({ ideaId: context.ideaId, to: context.target! }),
        onDone: { target: 'status', actions: { type: 'setStatus', params: ({ event }) => ({ status: event.output }) } },
        onError: { target: 'status', actions: { type: 'setError', params: ({ event }) => event } },
      },
    },
    converting: {
      tags: 'busy',
      invoke: {
        id: 'convertIdea',
        src: 'convertIdea',
        input: ({ context }) => ({ ideaId: context.ideaId }),
        onDone: [
          {
            guard: { type: 'isConverted', params: ({ event }) => ({ result: event.output }) },
            target: 'status',
            actions: { type: 'setStatus', params: { status: 'converted' } },
          },
          { target: 'status', actions: { type: 'setRefusal', params: ({ event }) => ({ result: event.output }) } },
        ],
        onError: { target: 'status', actions: { type: 'setError', params: ({ event }) => event } },
      },
    },
  },
});

export type IdeaStatusMachine = typeof ideaStatusMachine;
export type IdeaStatusActorRef = ActorRefFrom<IdeaStatusMachine>;
export type IdeaStatusSnapshot = SnapshotFrom<IdeaStatusMachine>;

/** Whether the chart lets an idea in this status take the move: what a list asks before a bulk action. */
export function ideaStatusAllows(status: IdeaStatus, move: IdeaStatusEvent['type'] | IdeaStatusEvent): boolean {
  const snapshot = createActor(ideaStatusMachine, { input: { ideaId: '', status } }).getSnapshot();
  return snapshot.can((typeof move === 'string' ? { type: move } : move) as IdeaStatusEvent);
}
