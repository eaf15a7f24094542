import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES } from '../../src/domain/comment-messages';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { createGoal, startSession } from '../support/api/engine-support';
import { join } from '../support/api/invitation-support';

// Comments on an idea through the API (issue 31, part 3; decision 013, §2 and §5): every member,
// viewers included, reads and comments; only the author edits; the author or an owner deletes,
// and the thread keeps its place; any member resolves and reopens a thread; others are told the
// idea is not found.

let t: TestApp;
let ada: SignedIn, ben: SignedIn, vic: SignedIn, bob: SignedIn;
let workspaceId: string;
let ideaId: string;
let sessionId: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app, undefined, 'Ada Lovelace');
  ben = await signIn(t.app, undefined, 'Ben Okafor');
  vic = await signIn(t.app, undefined, 'Vic Viewer');
  bob = await signIn(t.app, undefined, 'Bob Stranger');
});
afterAll(() => t?.close());

const call = (who: SignedIn, method: 'PATCH' | 'DELETE' | 'POST' | 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });

/** A hand-written idea on a goal with a session, in `workspaceId`. */
async function ideaOnNewGoal(title: string, ids?: { workspaceId: string; goalId: string }) {
  const goal = ids ?? {
    workspaceId,
    goalId: (
      await call(ada, 'POST', `/v1/workspaces/${workspaceId}/goals`, { title: 'Other goal', workspaceId })
    ).json().id,
  };
  sessionId = (await startSession(t.app, ada, goal, { numberOfIdeas: 2, rounds: 1 })).id;
  const idea = await call(ada, 'POST', `/v1/ideas/create-for-goal/${goal.goalId}`, { title, summary: 'Shade reefs' });
  expect(idea.statusCode, idea.body).toBe(201);
  return idea.json().id as string;
}

beforeEach(async () => {
  const ids = await createGoal(t.app, ada);
  workspaceId = ids.workspaceId;
  await join(t.app, ada, workspaceId, ben, 'editor');
  await join(t.app, ada, workspaceId, vic, 'viewer');
  ideaId = await ideaOnNewGoal('Kelp shade', ids);
});

const post = (who: SignedIn, body: string, parentId?: string) =>
  call(who, 'POST', '/v1/comments', { targetType: 'idea', targetId: ideaId, body, ...(parentId && { parentId }) });
const list = (who: SignedIn) => call(who, 'GET', `/v1/comments?targetType=idea&targetId=${ideaId}`);
const edit = (who: SignedIn, id: string, body: string) => call(who, 'PATCH', `/v1/comments/${id}`, { body });
const remove = (who: SignedIn, id: string) => call(who, 'DELETE', `/v1/comments/${id}`);
const resolve = (who: SignedIn, id: string, resolved: boolean) =>
  call(who, 'PUT', `/v1/comments/${id}/resolution`, { resolved });
const idOf = async (response: Awaited<ReturnType<typeof post>>) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
};

describe('comments on an idea', () => {
  it('a viewer comments, an editor replies, and everyone reads the thread with its reply beneath it', async () => {
    const thread = await idOf(await post(vic, 'Is the **shade** enough?'));
    await idOf(await post(ada, 'A second thread'));
    const reply = await idOf(await post(ben, 'It is, see the 2019 trial', thread));
    const read = await list(ada);
    expect(read.statusCode).toBe(200);
    expect(read.json().role).toBe('owner');
    const items = read.json().items;
    expect(items.map((c: { id: string }) => c.id).slice(0, 2)).toEqual([thread, reply]);
    expect(items[0]).toMatchObject({
      author: { id: vic.user.id, name: 'Vic Viewer' },
      body: 'Is the **shade** enough?',
      parentId: null,
      editedAt: null,
      resolvedBy: null,
      deleted: false,
    });
    expect(items[1]).toMatchObject({ parentId: thread, author: { name: 'Ben Okafor' } });
    expect((await list(vic)).json().role).toBe('viewer');
  });

  it('keeps the members an @name mentions, and nobody else', async () => {
    const made = await post(ben, 'Thoughts, @Ada and @"Vic Viewer"? Not @Bob.');
    expect(made.json().mentions).toEqual(
      expect.arrayContaining([
        { id: ada.user.id, name: 'Ada Lovelace' },
        { id: vic.user.id, name: 'Vic Viewer' },
      ]),
    );
    expect(made.json().mentions).toHaveLength(2);
  });

  it('lets the author edit, and tells anyone else, the owner included, in words', async () => {
    const id = await idOf(await post(ben, 'First words'));
    const edited = await edit(ben, id, 'Better words, @Vic');
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'Better words, @Vic', mentions: [{ id: vic.user.id }] });
    expect(edited.json().editedAt).not.toBeNull();
    for (const who of [ada, vic]) {
      const refused = await edit(who, id, 'Not mine');
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        errorOf(COMMENT_MESSAGES.notYoursToEdit, 'not_comment_author'),
      ]);
    }
    expect((await list(ada)).json().items[0].body).toBe('Better words, @Vic');
  });

  it('deletes one’s own, lets an owner delete anyone’s, keeps the thread, and refuses others', async () => {
    const thread = await idOf(await post(vic, 'Start'));
    await idOf(await post(ben, 'Reply', thread));
    const refused = await remove(ben, thread);
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      errorOf(COMMENT_MESSAGES.notYoursToDelete, 'not_comment_author'),
    ]);
    expect((await remove(ada, thread)).statusCode).toBe(200);
    const items = (await list(ben)).json().items;
    expect(items.map((c: { deleted: boolean; body: string }) => [c.deleted, c.body])).toEqual([
      [true, ''],
      [false, 'Reply'],
    ]);
    const again = await edit(vic, thread, 'Back');
    expect([again.statusCode, again.json()]).toEqual([
      409,
      errorOf(COMMENT_MESSAGES.deletedCannotChange, 'comment_deleted'),
    ]);
    const own = await idOf(await post(vic, 'Mine to delete'));
    expect((await remove(vic, own)).statusCode).toBe(200);
  });

  it('resolves and reopens a thread for any member, and refuses a reply', async () => {
    const thread = await idOf(await post(ada, 'Settle the depth'));
    const reply = await idOf(await post(ben, '10 m', thread));
    const resolved = await resolve(vic, thread, true);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ resolvedBy: { id: vic.user.id, name: 'Vic Viewer' } });
    expect(resolved.json().resolvedAt).not.toBeNull();
    const reopened = await resolve(ben, thread, false);
    expect(reopened.json()).toMatchObject({ resolvedBy: null, resolvedAt: null });
    const onReply = await resolve(ada, reply, true);
    expect([onReply.statusCode, onReply.json()]).toEqual([
      409,
      errorOf(COMMENT_MESSAGES.onlyThreadsResolve, 'not_a_thread'),
    ]);
  });

  it('refuses a reply to a reply, a reply elsewhere, and a blank comment, in words', async () => {
    const thread = await idOf(await post(ada, 'Thread'));
    const reply = await idOf(await post(ben, 'Reply', thread));
    const deeper = await post(vic, 'Deeper', reply);
    expect([deeper.statusCode, deeper.json()]).toEqual([400, errorOf(COMMENT_MESSAGES.replyToReply, 'reply_to_reply')]);
    const otherIdea = await ideaOnNewGoal('Other idea');
    const elsewhere = await call(ada, 'POST', '/v1/comments', {
      targetType: 'idea',
      targetId: otherIdea,
      body: 'Here',
      parentId: thread,
    });
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([
      400,
      errorOf(COMMENT_MESSAGES.parentElsewhere, 'parent_elsewhere'),
    ]);
    const blank = await post(ben, '   ');
    expect([blank.statusCode, blank.json().detail.error.message]).toEqual([400, COMMENT_MESSAGES.emptyBody]);
  });

  it('tells a stranger the idea or comment is not found, and writes an activity row for members', async () => {
    const id = await idOf(await post(ada, 'Private to the lab'));
    expect((await list(bob)).statusCode).toBe(404);
    expect((await post(bob, 'Let me in')).statusCode).toBe(404);
    const edited = await edit(bob, id, 'Hijack');
    expect([edited.statusCode, edited.json().detail.error.message]).toEqual([404, COMMENT_MESSAGES.notFound]);
    expect((await remove(bob, id)).statusCode).toBe(404);
    expect((await resolve(bob, id, true)).statusCode).toBe(404);
    const logs = await call(ben, 'GET', '/v1/logs?limit=25');
    const row = logs.json().items.find((l: { action: string }) => l.action === 'comment.created');
    expect(row).toMatchObject({ entityType: 'idea', entityId: ideaId, message: "Commented on idea 'Kelp shade'" });
  });

  it('a removed member is told their own comment is not found', async () => {
    const id = await idOf(await post(vic, 'Before I go'));
    await call(ada, 'DELETE', `/v1/workspaces/${workspaceId}/members/${vic.user.id}`);
    expect((await edit(vic, id, 'After')).statusCode).toBe(404);
    expect((await list(vic)).statusCode).toBe(404);
  });

  it('counts each idea’s comments, deleted ones left out, on the session’s list of ideas', async () => {
    const thread = await idOf(await post(vic, 'One'));
    await idOf(await post(ben, 'Two', thread));
    await remove(vic, await idOf(await post(vic, 'Gone')));
    const page = await call(vic, 'GET', `/v1/ideas/session/${sessionId}`);
    expect(page.statusCode, page.body).toBe(200);
    const counts = page
      .json()
      .items.map((i: { id: string; commentCount: number }) => [i.id === ideaId, i.commentCount]);
    expect(counts).toContainEqual([true, 2]);
    expect(counts.filter(([mine]: [boolean]) => !mine).every(([, n]: [boolean, number]) => n === 0)).toBe(true);
  });
});
