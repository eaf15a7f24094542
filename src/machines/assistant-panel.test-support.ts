// The assistant panel's oracle, written from what the user sees (not from the chart): whether the
// panel is open, which workspace the session was asked to open in each time, and whether focus
// went back to the launcher button.
import type { AssistantPanelEmitted, AssistantPanelSnapshot } from './assistant-panel.machine';
import { assistantPanelMachine } from './assistant-panel.machine';
import type { MachineHarness, World } from './model/runner';
import type { PlanEvent } from './model/types';

export interface PanelSeen {
  open: boolean;
  /** The workspace each request to open the session named, in order (null: outside a workspace). */
  sessionOpenedIn: Array<string | null>;
  /** How many times focus was sent back to the launcher button. */
  focusReturns: number;
}

const CLOSED: PanelSeen = { open: false, sessionOpenedIn: [], focusReturns: 0 };

function next(seen: PanelSeen, event: PlanEvent): PanelSeen {
  const opens = event.type === 'panel.open' || event.type === 'panel.toggle';
  if (!seen.open)
    return opens
      ? { ...seen, open: true, sessionOpenedIn: [...seen.sessionOpenedIn, event.workspaceId as string | null] }
      : seen;
  // Open: the launcher button closes it like the close button; a second open changes nothing.
  if (event.type === 'panel.toggle') return { ...seen, open: false, focusReturns: seen.focusReturns + 1 };
  if (event.type !== 'panel.close') return seen;
  // A press outside put focus where the user wanted it; Escape and the buttons give it back.
  return { ...seen, open: false, focusReturns: seen.focusReturns + (event.how === 'outside' ? 0 : 1) };
}

function observe({ snapshot, emitted }: World): PanelSeen {
  const events = emitted as AssistantPanelEmitted[];
  return {
    open: (snapshot as AssistantPanelSnapshot).matches('open'),
    sessionOpenedIn: events.flatMap((e) => (e.type === 'session.open' ? [e.workspaceId] : [])),
    focusReturns: events.filter((e) => e.type === 'focus.return').length,
  };
}

export const modelHarness: MachineHarness<PanelSeen, PanelSeen> = {
  machine: assistantPanelMachine,
  oracle: { start: () => CLOSED, next, expected: (seen) => seen, observe },
};
