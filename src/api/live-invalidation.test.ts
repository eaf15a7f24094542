import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyLiveFrame } from './live-invalidation';
import { ideaKeys } from './queries/ideas';
import { workspaceKeys } from './queries/workspaces';

// What a live frame makes a tab read again: the pages it may change, and everything when the
// reader's own membership changed (a removal closes the stream after a `membership` frame; a new
// role arrives as a workspace change).

function clientWithReads() {
  const client = new QueryClient();
  client.setQueryData([...workspaceKeys.all, 'list'], []);
  client.setQueryData([...ideaKeys.all, 'one'], {});
  const stale = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.isStale())
      .map((query) => query.queryKey[0]);
  return { client, stale };
}

describe('a live frame', () => {
  it('marks every read stale when the tab’s memberships changed', () => {
    const { client, stale } = clientWithReads();
    applyLiveFrame(client, { name: 'membership', id: null, data: {} });
    expect(stale()).toEqual(expect.arrayContaining([workspaceKeys.all[0], ideaKeys.all[0]]));
  });

  it('marks every read stale when a member’s role changed, since each page offers by role', () => {
    const { client, stale } = clientWithReads();
    const data = { kind: 'workspace.member_role_changed', entityType: 'workspace', entityId: 'w1' };
    applyLiveFrame(client, { name: 'change', id: '7', data });
    expect(stale()).toEqual(expect.arrayContaining([workspaceKeys.all[0], ideaKeys.all[0]]));
  });

  it('leaves an idea’s reads alone when only a workflow changed', () => {
    const { client, stale } = clientWithReads();
    const data = { kind: 'workflow.updated', entityType: 'workflow', entityId: 'f1' };
    applyLiveFrame(client, { name: 'change', id: '8', data });
    expect(stale()).toEqual([]);
  });
});
