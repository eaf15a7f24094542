import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '../../src/domain/member-messages';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { join, makeWorkspace, members } from '../support/api/invitation-support';

// The last owner under concurrency (decision 013, §1): every change of members locks the
// workspace row and then counts owners, so two owners stepping down, or demoting each other, at
// the same moment leave exactly one owner. On PostgreSQL the requests truly overlap.

let t: TestApp;
let ada: SignedIn;
let ben: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app, undefined, 'Ada Lovelace');
  ben = await signIn(t.app, undefined, 'Ben Okafor');
});
afterAll(() => t?.close());

async function twoOwners(): Promise<string> {
  const workspaceId = await makeWorkspace(t.app, ada);
  await join(t.app, ada, workspaceId, ben, 'editor');
  const promoted = await t.app.inject({
    method: 'PATCH',
    url: `/v1/workspaces/${workspaceId}/members/${ben.user.id}`,
    headers: ada.headers,
    payload: { role: 'owner' },
  });
  expect(promoted.statusCode).toBe(200);
  return workspaceId;
}

const owners = async (workspaceId: string, reader: SignedIn) =>
  (await members(t.app, reader, workspaceId)).items.filter((m) => m.role === 'owner').map((m) => m.userId);

describe('the last owner, when two owners act at once', () => {
  it('two owners demoting each other: one succeeds, the other is refused in words, one owner is left', async () => {
    for (let round = 0; round < 5; round += 1) {
      const workspaceId = await twoOwners();
      const [byAda, byBen] = await Promise.all(
        [
          [ada, ben],
          [ben, ada],
        ].map(([who, target]) =>
          t.app.inject({
            method: 'PATCH',
            url: `/v1/workspaces/${workspaceId}/members/${target.user.id}`,
            headers: who.headers,
            payload: { role: 'editor' },
          }),
        ),
      );
      const statuses = [byAda.statusCode, byBen.statusCode].sort();
      // The second either sees it has become an editor (403) or that one owner is left (409).
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const refused = byAda.statusCode === 200 ? byBen : byAda;
      if (refused.statusCode === 409) expect(refused.json()).toEqual(errorOf(MEMBER_MESSAGES.lastOwner, 'last_owner'));
      const stillOwner = byAda.statusCode === 200 ? ada : ben;
      expect(await owners(workspaceId, stillOwner)).toEqual([stillOwner.user.id]);
    }
  });

  it('two owners leaving at once: one leaves, the other is told a workspace needs an owner', async () => {
    for (let round = 0; round < 5; round += 1) {
      const workspaceId = await twoOwners();
      const answers = await Promise.all(
        [ada, ben].map((who) =>
          t.app.inject({ method: 'POST', url: `/v1/workspaces/${workspaceId}/leave`, headers: who.headers }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const stayed = answers[0].statusCode === 409 ? ada : ben;
      expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual(
        errorOf(MEMBER_MESSAGES.lastOwner, 'last_owner'),
      );
      expect(await owners(workspaceId, stayed)).toEqual([stayed.user.id]);
    }
  });
});
