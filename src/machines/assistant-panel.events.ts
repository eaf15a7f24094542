// Every event the assistant panel's model takes: the launcher button, the panel's close button, a
// press outside and Escape, opened inside a workspace and outside one. It has no actors or timers.
import type { AssistantPanelEvent } from './assistant-panel.machine';
import type { ModelEvent } from './model/types';

export const WORKSPACE_ID = '00000000-0000-4000-8000-000000000001';

export const events: readonly ModelEvent<AssistantPanelEvent>[] = [
  { type: 'panel.open', workspaceId: WORKSPACE_ID },
  { type: 'panel.open', workspaceId: null },
  { type: 'panel.toggle', workspaceId: WORKSPACE_ID },
  { type: 'panel.toggle', workspaceId: null },
  { type: 'panel.close', how: 'button' },
  { type: 'panel.close', how: 'escape' },
  { type: 'panel.close', how: 'outside' },
];
