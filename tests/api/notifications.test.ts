import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../../src/domain/notification-kinds';
import { createGoal, startSession } from '../support/api/engine-support';
import { mutate } from '../../server/activity/mutate';
import { CHANNELS } from '../../server/events/notifier';
import { notify } from '../../server/notifications/notify';
import { createTestApp, errorOf, signIn, testDatabase, type SignedIn, type TestApp } from '../support/api/harness';
import { join } from '../support/api/invitation-support';
import { inbox, kindsOf, setPreferences } from '../support/api/notification-support';

// The inbox through the API (issue 31, part 4): mentions and replies from comments, never to the
// actor, only to current members who have the kind switched on; marking read one and all; someone
// else's notification is not found; preferences.

let t: TestApp;
let ada: SignedIn, ben: SignedIn, vic: SignedIn, bob: SignedIn;
let workspaceId: string;
let ideaId: string;

beforeAll(async () => {
  t = await createTestApp({ startWorkers: false });
});
afterAll(() => t?.close());

const call = (who: SignedIn, method: 'POST' | 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });

const comment = async (who: SignedIn, body: string, parentId?: string) => {
  const payload = { targetType: 'idea', targetId: ideaId, body, ...(parentId && { parentId }) };
  const response = await call(who, 'POST', '/v1/comments', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
};

beforeEach(async () => {
  // New people each test, so each inbox starts empty.
  ada = await signIn(t.app, undefined, 'Ada Lovelace');
  ben = await signIn(t.app, undefined, 'Ben Okafor');
  vic = await signIn(t.app, undefined, 'Vic Viewer');
  bob = await signIn(t.app, undefined, 'Bob Stranger');
  const ids = await createGoal(t.app, ada);
  workspaceId = ids.workspaceId;
  await join(t.app, ada, workspaceId, ben, 'editor');
  await join(t.app, ada, workspaceId, vic, 'viewer');
  await startSession(t.app, ada, ids, { numberOfIdeas: 2, rounds: 1 });
  const idea = await call(ada, 'POST', `/v1/ideas/create-for-goal/${ids.goalId}`, {
    title: 'Kelp shade',
    summary: 'S',
  });
  ideaId = idea.json().id;
});

describe('mentions and replies', () => {
  it('tells each member a comment mentions, with who and a link to the idea, and never its author', async () => {
    await comment(ben, 'What do @Ada and @Vic and @Ben think?');
    const { items, unread } = await inbox(t.app, ada);
    expect(unread).toBe(1);
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'mention',
        title: "Mentioned you on idea 'Kelp shade'",
        actor: { id: ben.user.id, name: 'Ben Okafor' },
        link: `/workspaces/${workspaceId}/ideas/${ideaId}`,
        objectType: 'idea',
        objectId: ideaId,
        workspaceId,
        readAt: null,
      }),
    ]);
    expect(await kindsOf(t.app, vic)).toEqual([['mention', "Mentioned you on idea 'Kelp shade'"]]);
    expect(await kindsOf(t.app, ben)).toEqual([]);
  });

  it('tells the thread’s other participants of a reply, once each, and a mentioned one only of the mention', async () => {
    const thread = await comment(ada, 'A thread');
    await comment(vic, 'A first reply', thread);
    await comment(ben, 'Agreed, @Vic', thread);
    expect(await kindsOf(t.app, ada)).toEqual([
      ['reply', "Replied in a thread on idea 'Kelp shade'"],
      ['reply', "Replied in a thread on idea 'Kelp shade'"],
    ]);
    expect(await kindsOf(t.app, vic)).toEqual([['mention', "Mentioned you on idea 'Kelp shade'"]]);
    expect(await kindsOf(t.app, ben)).toEqual([]);
  });

  it('tells a member an edit newly mentions, and not again for a mention already there', async () => {
    const id = await comment(ben, 'Thoughts, @Ada?');
    const edited = await call(ben, 'PATCH', `/v1/comments/${id}`, { body: 'Thoughts, @Ada and @Vic?' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await inbox(t.app, ada)).items).toHaveLength(1);
    expect(await kindsOf(t.app, vic)).toEqual([['mention', "Mentioned you on idea 'Kelp shade'"]]);
  });

  it('tells nobody who switched the kind off, and again once it is back on', async () => {
    await setPreferences(t.app, ada, [{ kind: 'mention', enabled: false }]);
    await comment(ben, 'Hello @Ada');
    expect(await kindsOf(t.app, ada)).toEqual([]);
    await setPreferences(t.app, ada, [{ kind: 'mention', enabled: true }]);
    await comment(ben, 'Hello again @Ada');
    expect((await inbox(t.app, ada)).items).toHaveLength(1);
  });

  it('tells a removed member nothing, and a stranger named in a comment nothing', async () => {
    const removed = await call(ada, 'DELETE', `/v1/workspaces/${workspaceId}/members/${vic.user.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const thread = await comment(ada, 'Before');
    await comment(ben, 'Reply for @Vic and @Bob', thread);
    expect(await kindsOf(t.app, vic)).toEqual([]);
    expect(await kindsOf(t.app, bob)).toEqual([]);
  });

  it('writes nothing when the comment is refused', async () => {
    const refused = await call(bob, 'POST', '/v1/comments', { targetType: 'idea', targetId: ideaId, body: '@Ada' });
    expect(refused.statusCode).toBe(404);
    expect(await kindsOf(t.app, ada)).toEqual([]);
  });
});

describe('the announcement', () => {
  it('names the recipients on the notifications channel after the commit, and nobody for a refused change', async () => {
    const heard: string[][] = [];
    const stop = (await testDatabase()).notifier.subscribe(CHANNELS.notifications, (payload) =>
      heard.push(JSON.parse(payload) as string[]),
    );
    try {
      await call(bob, 'POST', '/v1/comments', { targetType: 'idea', targetId: ideaId, body: '@Ada' });
      await comment(ben, 'For @Ada and @Vic');
      await expect.poll(() => heard).toEqual([expect.arrayContaining([ada.user.id, vic.user.id])]);
      expect(heard[0]).toHaveLength(2);
    } finally {
      stop();
    }
  });

  it('leaves no notification and says nothing when the change that wrote it rolls back', async () => {
    const heard: string[] = [];
    const stop = (await testDatabase()).notifier.subscribe(CHANNELS.notifications, (payload) => heard.push(payload));
    const input = {
      kind: 'mention' as const,
      workspaceId,
      actorId: ben.user.id,
      objectType: 'idea' as const,
      objectId: ideaId,
      link: `/workspaces/${workspaceId}/ideas/${ideaId}`,
      title: 'Rolled back',
    };
    try {
      const failing = mutate(t.db, ben.user, async (tx) => {
        expect(await notify(tx, { users: [ada.user.id] }, input)).toEqual([ada.user.id]);
        throw new Error('the change failed after notifying');
      });
      await expect(failing).rejects.toThrow('the change failed after notifying');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual([]);
      expect(await kindsOf(t.app, ada)).toEqual([]);
    } finally {
      stop();
    }
  });
});

describe('reading the inbox', () => {
  it('marks one read, keeps the unread count right, filters unread only, and marks all read', async () => {
    await comment(ben, 'One for @Ada');
    await comment(ben, 'Two for @Ada');
    const [newest, older] = (await inbox(t.app, ada)).items;
    const read = await call(ada, 'POST', `/v1/notifications/${older.id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id: older.id, readAt: expect.any(String) });
    expect(await inbox(t.app, ada)).toMatchObject({ unread: 1, total: 2 });
    const unreadOnly = await inbox(t.app, ada, '?unreadOnly=true');
    expect(unreadOnly).toMatchObject({ unread: 1, total: 1, items: [expect.objectContaining({ id: newest.id })] });
    expect(await inbox(t.app, ada, '?limit=1&offset=1')).toMatchObject({ total: 2, items: [{ id: older.id }] });
    const all = await call(ada, 'POST', '/v1/notifications/read-all');
    expect(all.statusCode, all.body).toBe(200);
    expect(await inbox(t.app, ada)).toMatchObject({ unread: 0, total: 2 });
  });

  it('answers not found for someone else’s notification, members included, and leaves it unread', async () => {
    await comment(ben, 'For @Ada');
    const [item] = (await inbox(t.app, ada)).items;
    for (const who of [ben, vic, bob]) {
      const response = await call(who, 'POST', `/v1/notifications/${item.id}/read`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorOf('Notification not found', 'not_found'));
    }
    expect((await inbox(t.app, ada)).unread).toBe(1);
  });

  it('refuses a page larger than the contract allows', async () => {
    const response = await call(ada, 'GET', '/v1/notifications?limit=101');
    expect(response.statusCode).toBe(400);
  });
});

describe('preferences', () => {
  it('lists every kind on by default and keeps what is saved, kinds left out unchanged', async () => {
    const initial = await call(ada, 'GET', '/v1/notifications/preferences');
    expect(initial.json().items).toEqual(NOTIFICATION_KINDS.map((kind) => ({ kind, enabled: true })));
    await setPreferences(t.app, ada, [{ kind: 'reply', enabled: false }]);
    const saved = await setPreferences(t.app, ada, [{ kind: 'conversion', enabled: false }]);
    expect(saved.items.filter((item) => !item.enabled).map((item) => item.kind)).toEqual(['reply', 'conversion']);
    expect(
      (await call(ben, 'GET', '/v1/notifications/preferences'))
        .json()
        .items.every((i: { enabled: boolean }) => i.enabled),
    ).toBe(true);
  });

  it('refuses an unknown kind', async () => {
    const response = await call(ada, 'PUT', '/v1/notifications/preferences', {
      items: [{ kind: 'gossip', enabled: false }],
    });
    expect(response.statusCode).toBe(400);
  });
});
