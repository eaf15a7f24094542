// States:
//   closed   panel.open / panel.toggle → open, emitting session.open with the workspace to open it in
//   open     panel.toggle / panel.close → closed; emits focus.return unless closed by a click outside
// Effects are emitted, not performed: the launcher forwards session.open to the assistant session
// and moves focus, so the chart stays pure and the tests see both.
import { emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/** How the panel was closed: a press outside it leaves focus where the user put it. */
export type PanelCloseHow = 'outside' | 'escape' | 'button';

export type AssistantPanelEvent =
  /** The workspace the user is in when it opens (null outside one): the session is bound to it. */
  | { type: 'panel.open'; workspaceId: string | null }
  | { type: 'panel.toggle'; workspaceId: string | null }
  | { type: 'panel.close'; how: PanelCloseHow };

export type AssistantPanelEmitted = { type: 'session.open'; workspaceId: string | null } | { type: 'focus.return' };

export const assistantPanelMachine = setup({
  types: {
    events: {} as AssistantPanelEvent,
    emitted: {} as AssistantPanelEmitted,
  },
  guards: {
    isClickOutside: ({ event }) => event.type === 'panel.close' && event.how === 'outside',
  },
  actions: {
    requestSession: emit((_, params: { workspaceId: string | null }) => ({
      type: 'session.open' as const,
      workspaceId: params.workspaceId,
    })),
    returnFocus: emit({ type: 'focus.return' as const }),
  },
}).createMachine({
  id: 'assistantPanel',
  initial: 'closed',
  states: {
    closed: {
      on: {
        'panel.open': {
          target: 'open',
          actions: { type: 'requestSession', params: ({ event }) => ({ workspaceId: event.workspaceId }) },
        },
        'panel.toggle': {
          target: 'open',
          actions: { type: 'requestSession', params: ({ event }) => ({ workspaceId: event.workspaceId }) },
        },
      },
    },
    open: {
      on: {
        'panel.toggle': { target: 'closed', actions: 'returnFocus' },
        'panel.close': [
          { guard: 'isClickOutside', target: 'closed' },
          { target: 'closed', actions: 'returnFocus' },
        ],
      },
    },
  },
});

export type AssistantPanelMachine = typeof assistantPanelMachine;
export type AssistantPanelSnapshot = SnapshotFrom<AssistantPanelMachine>;
export type AssistantPanelActorRef = ActorRefFrom<AssistantPanelMachine>;
