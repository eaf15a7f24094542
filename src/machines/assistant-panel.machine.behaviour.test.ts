import { createActor } from 'xstate';
import { WORKSPACE_ID } from './assistant-panel.events';
import { assistantPanelMachine, type AssistantPanelEmitted } from './assistant-panel.machine';

// The plan takes each transition once; these are the samples it has no need to repeat.
function startPanel() {
  const actor = createActor(assistantPanelMachine).start();
  const emitted: AssistantPanelEmitted[] = [];
  actor.on('*', (event) => void emitted.push(event));
  return { actor, emitted, isOpen: () => actor.getSnapshot().matches('open') };
}

describe('assistant panel machine', () => {
  it('outside a workspace asks for the session with no workspace', () => {
    const { actor, emitted, isOpen } = startPanel();
    actor.send({ type: 'panel.toggle', workspaceId: null });
    expect(isOpen()).toBe(true);
    expect(emitted).toEqual([{ type: 'session.open', workspaceId: null }]);
  });

  it('Escape closes it and gives focus back; a press outside closes it and leaves focus alone', () => {
    const { actor, emitted, isOpen } = startPanel();
    actor.send({ type: 'panel.open', workspaceId: WORKSPACE_ID });
    actor.send({ type: 'panel.close', how: 'escape' });
    expect(isOpen()).toBe(false);
    actor.send({ type: 'panel.open', workspaceId: WORKSPACE_ID });
    actor.send({ type: 'panel.close', how: 'outside' });
    expect(isOpen()).toBe(false);
    expect(emitted.map((e) => e.type)).toEqual(['session.open', 'focus.return', 'session.open']);
  });

  it('opening an open panel asks for nothing more, and closing a closed one does nothing', () => {
    const { actor, emitted, isOpen } = startPanel();
    actor.send({ type: 'panel.close', how: 'button' });
    actor.send({ type: 'panel.open', workspaceId: WORKSPACE_ID });
    actor.send({ type: 'panel.open', workspaceId: null });
    expect(isOpen()).toBe(true);
    expect(emitted).toEqual([{ type: 'session.open', workspaceId: WORKSPACE_ID }]);
  });
});
