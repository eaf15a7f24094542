import { entityHref } from './entity-link';
import { logFixture } from './logs-api.test-support';

const href = (entityType: string, metadata: Record<string, unknown> = {}, action = `${entityType}.created`) =>
  entityHref(logFixture(1, { entityType: entityType as never, entityId: 'e-1', metadata, action }));

describe('entityHref', () => {
  it.each([
    ['workspace', {}, '/workspaces/e-1'],
    ['experiment', {}, '/workspaces/experiments/e-1'],
    ['idea', { workspaceId: 'w-1' }, '/workspaces/w-1/ideas/e-1'],
    ['session', { workspaceId: 'w-1' }, '/workspaces/w-1/session/e-1'],
    ['goal', { workspaceId: 'w-1' }, '/workspaces/w-1/goals'],
    ['workflow', { workspaceId: 'w-1' }, '/workspaces/w-1/workflows/e-1/graph'],
    ['workflow', {}, '/workspaces/graph-editor/e-1'],
    ['dataset', {}, '/datasets/e-1'],
    ['run', { experimentId: 'x-1' }, '/workspaces/experiments/x-1'],
  ])('a %s with %j goes to %s', (type, metadata, expected) => {
    expect(href(type, metadata)).toBe(expected);
  });

  it.each([['idea'], ['session'], ['goal'], ['user'], ['run'], ['token']])(
    'a %s without a known workspace has no page',
    (type) => {
      expect(href(type)).toBeNull();
    },
  );

  it('a deleted entity has no page', () => {
    expect(href('workspace', {}, 'workspace.deleted')).toBeNull();
  });
});
