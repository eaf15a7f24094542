import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '../../src/domain/member-messages';
import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { workspaceInvitations } from '../../server/db/schema/invitations';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { accept, inviteByLink, join, makeWorkspace, members } from '../support/api/invitation-support';

// Invitations by link and by e-mail (decision 013, §1): owners make, list and revoke them; the
// invitee accepts or declines; every refusal is told in its own words and changes nothing.

let t: TestApp;
let ada: SignedIn;
let ben: SignedIn;
let eve: SignedIn;
let workspaceId: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app, undefined, 'Ada Lovelace');
  ben = await signIn(t.app, undefined, 'Ben Okafor');
  eve = await signIn(t.app, undefined, 'Eve Editor');
});
afterAll(() => t?.close());
beforeEach(async () => {
  workspaceId = await makeWorkspace(t.app, ada, 'Protein lab');
});

const call = (who: SignedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });
const inviteEmail = (who: SignedIn, email: string, role = 'viewer') =>
  call(who, 'POST', `/v1/workspaces/${workspaceId}/invitations`, { email, role });
const pending = async () => (await call(ada, 'GET', `/v1/workspaces/${workspaceId}/invitations`)).json().items;
const inbox = async (who: SignedIn) => (await call(who, 'GET', '/v1/invitations')).json().items;
const refusal = (status: number, message: string, type: string) => ({ status, body: errorOf(message, type) });
const outcome = async (response: Awaited<ReturnType<typeof accept>>) => ({
  status: response.statusCode,
  body: response.json(),
});

describe('an invitation link', () => {
  it('is /invite/<id>#<secret> with 256 random bits, of which only the SHA-256 is stored', async () => {
    const link = await inviteByLink(t.app, ada, workspaceId, { role: 'editor' });
    expect(link.path).toBe(`/invite/${link.id}#${link.secret}`);
    expect(Buffer.from(link.secret, 'base64url')).toHaveLength(32);
    const [row] = await t.db.select().from(workspaceInvitations).where(eq(workspaceInvitations.id, link.id));
    expect(row.secretHash).toBe(createHash('sha256').update(link.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(link.secret);
  });

  it('lives 7 days and allows one use by default, and says so in the pending list', async () => {
    const link = await inviteByLink(t.app, ada, workspaceId, { role: 'viewer' });
    const [listed] = await pending();
    expect(listed).toMatchObject({ id: link.id, kind: 'link', role: 'viewer', maxUses: 1, uses: 0, email: null });
    expect(listed.createdBy).toEqual({ id: ada.user.id, name: 'Ada Lovelace' });
    const days = (Date.parse(listed.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('refuses a lifetime outside 1 hour to 30 days and uses outside 1 to 100', async () => {
    for (const body of [
      { role: 'editor', expiresInHours: 0 },
      { role: 'editor', expiresInHours: 721 },
      { role: 'editor', maxUses: 0 },
      { role: 'editor', maxUses: 101 },
      { role: 'owner' },
    ]) {
      const response = await call(ada, 'POST', `/v1/workspaces/${workspaceId}/invitation-links`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await pending()).toEqual([]);
  });

  it('makes the one who accepts a member with its role, and the workspace answers their role', async () => {
    const link = await inviteByLink(t.app, ada, workspaceId, { role: 'editor', maxUses: 2 });
    const response = await accept(t.app, ben, link.id, link.secret);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: workspaceId, name: 'Protein lab', role: 'editor' });
    expect((await members(t.app, ada, workspaceId)).items[1]).toMatchObject({
      userId: ben.user.id,
      role: 'editor',
      addedBy: { id: ada.user.id, name: 'Ada Lovelace' },
    });
    expect((await pending())[0].uses).toBe(1);
  });

  it('refuses accepting twice, and never changes the role', async () => {
    const link = await inviteByLink(t.app, ada, workspaceId, { role: 'viewer', maxUses: 5 });
    await accept(t.app, ben, link.id, link.secret);
    expect(await outcome(await accept(t.app, ben, link.id, link.secret))).toEqual(
      refusal(409, 'You are already a member of this workspace, as a viewer.', 'already_member'),
    );
    expect((await pending())[0].uses).toBe(1);
  });

  it('refuses a wrong secret, a missing one and an unknown id as not found', async () => {
    const link = await inviteByLink(t.app, ada, workspaceId, { role: 'viewer' });
    const notFound = refusal(404, 'Invitation not found', 'not_found');
    expect(await outcome(await accept(t.app, ben, link.id, 'x'.repeat(43)))).toEqual(notFound);
    expect(await outcome(await accept(t.app, ben, link.id))).toEqual(notFound);
    expect(await outcome(await accept(t.app, ben, crypto.randomUUID(), link.secret))).toEqual(notFound);
    expect((await members(t.app, ada, workspaceId)).items).toHaveLength(1);
  });

  it('refuses an expired, a revoked and a used-up link, each in its words', async () => {
    const expired = await inviteByLink(t.app, ada, workspaceId, { role: 'viewer' });
    await t.db
      .update(workspaceInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(workspaceInvitations.id, expired.id));
    expect(await outcome(await accept(t.app, ben, expired.id, expired.secret))).toEqual(
      refusal(410, MEMBER_MESSAGES.expired, 'invitation_expired'),
    );
    const revoked = await inviteByLink(t.app, ada, workspaceId, { role: 'viewer' });
    expect((await call(ada, 'DELETE', `/v1/workspaces/${workspaceId}/invitations/${revoked.id}`)).statusCode).toBe(200);
    expect(await outcome(await accept(t.app, ben, revoked.id, revoked.secret))).toEqual(
      refusal(410, 'This invitation was withdrawn by an owner of the workspace.', 'invitation_revoked'),
    );
    const once = await inviteByLink(t.app, ada, workspaceId, { role: 'viewer' });
    await accept(t.app, eve, once.id, once.secret);
    expect(await outcome(await accept(t.app, ben, once.id, once.secret))).toEqual(
      refusal(410, MEMBER_MESSAGES.usedUp, 'invitation_used_up'),
    );
    expect(MEMBER_MESSAGES.expired).toBe('This invitation has expired. Ask an owner of the workspace for a new one.');
    expect(MEMBER_MESSAGES.usedUp).toBe(
      'This invitation link has been used as many times as it allows. Ask an owner of the workspace for a new one.',
    );
    expect((await members(t.app, ada, workspaceId)).items.map((m) => m.userId)).toEqual([ada.user.id, eve.user.id]);
  });

  it('hands its last use to exactly one of two people accepting at once', async () => {
    const link = await inviteByLink(t.app, ada, workspaceId, { role: 'viewer' });
    const answers = await Promise.all([ben, eve].map((who) => accept(t.app, who, link.id, link.secret)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
    expect((await members(t.app, ada, workspaceId)).items).toHaveLength(2);
  });
});

describe('an e-mail invitation', () => {
  it('waits in the invitee’s inbox, lives 30 days, and accepting it by its addressee makes them a member', async () => {
    const response = await inviteEmail(ada, ben.user.email.toUpperCase(), 'editor');
    expect(response.statusCode, response.body).toBe(201);
    const invitation = response.json();
    expect(invitation).toMatchObject({ kind: 'email', email: ben.user.email, role: 'editor', maxUses: 1 });
    expect(Math.round((Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000)).toBe(30);
    expect(await inbox(ben)).toEqual([
      expect.objectContaining({
        id: invitation.id,
        workspace: { id: workspaceId, name: 'Protein lab' },
        role: 'editor',
        invitedBy: { id: ada.user.id, name: 'Ada Lovelace' },
      }),
    ]);
    expect(await inbox(eve)).toEqual([]);
    expect((await accept(t.app, ben, invitation.id)).statusCode).toBe(200);
    expect(await inbox(ben)).toEqual([]);
    expect(await pending()).toEqual([]);
  });

  it('refuses someone signed in with another address', async () => {
    const invitation = (await inviteEmail(ada, ben.user.email)).json();
    expect(await outcome(await accept(t.app, eve, invitation.id))).toEqual(
      refusal(
        403,
        'This invitation is for another e-mail address. Sign in with the address it was sent to.',
        'invitation_other_address',
      ),
    );
    const decline = await call(eve, 'POST', `/v1/invitations/${invitation.id}/decline`);
    expect(decline.statusCode).toBe(403);
    expect((await inbox(ben)).map((i: { id: string }) => i.id)).toContain(invitation.id);
  });

  it('can be declined by its addressee, and is then gone', async () => {
    const invitation = (await inviteEmail(ada, ben.user.email)).json();
    expect((await call(ben, 'POST', `/v1/invitations/${invitation.id}/decline`)).statusCode).toBe(200);
    expect((await inbox(ben)).map((i: { id: string }) => i.id)).not.toContain(invitation.id);
    expect(await pending()).toEqual([]);
    expect(await outcome(await accept(t.app, ben, invitation.id))).toEqual(
      refusal(404, MEMBER_MESSAGES.invitationNotFound, 'not_found'),
    );
  });

  it('is refused for a member’s address and for an address invited already', async () => {
    await join(t.app, ada, workspaceId, eve, 'editor');
    expect(await outcome(await inviteEmail(ada, eve.user.email))).toEqual(
      refusal(409, 'That address belongs to a member of this workspace already, as an editor.', 'already_member'),
    );
    await inviteEmail(ada, 'carol@example.org');
    expect(await outcome(await inviteEmail(ada, 'Carol@Example.org'))).toEqual(
      refusal(409, MEMBER_MESSAGES.alreadyInvited, 'already_invited'),
    );
  });

  it('is refused to an editor and a viewer, naming the role needed, and to a stranger as not found', async () => {
    await join(t.app, ada, workspaceId, eve, 'editor');
    expect(await outcome(await inviteEmail(eve, 'dan@example.org'))).toEqual(
      refusal(403, 'Only owners of this workspace can do this. You are an editor.', 'insufficient_role'),
    );
    expect(await outcome(await inviteEmail(ben, 'dan@example.org'))).toEqual(
      refusal(404, NOT_FOUND_MESSAGES.workspace, 'not_found'),
    );
    const list = await call(eve, 'GET', `/v1/workspaces/${workspaceId}/invitations`);
    expect(list.statusCode).toBe(403);
    expect(await pending()).toEqual([]);
  });
});

describe('pending invitations', () => {
  it('are at most 100 a workspace', async () => {
    await t.db.insert(workspaceInvitations).values(
      Array.from({ length: 100 }, (_, i) => ({
        workspaceId,
        kind: 'email' as const,
        email: `person-${i}@example.org`,
        role: 'viewer' as const,
        expiresAt: new Date(Date.now() + 86_400_000),
        createdBy: ada.user.id,
      })),
    );
    expect(await outcome(await inviteEmail(ada, 'one-more@example.org'))).toEqual(
      refusal(
        409,
        'A workspace can have at most 100 pending invitations. Revoke some before inviting more.',
        'too_many_invitations',
      ),
    );
    const link = await call(ada, 'POST', `/v1/workspaces/${workspaceId}/invitation-links`, { role: 'viewer' });
    expect(link.statusCode).toBe(409);
  });

  it('leave out revoked, expired and used-up ones; revoking twice is not found', async () => {
    const used = await inviteByLink(t.app, ada, workspaceId, { role: 'viewer' });
    await accept(t.app, ben, used.id, used.secret);
    const revoked = await inviteByLink(t.app, ada, workspaceId, { role: 'viewer' });
    await call(ada, 'DELETE', `/v1/workspaces/${workspaceId}/invitations/${revoked.id}`);
    const kept = await inviteByLink(t.app, ada, workspaceId, { role: 'editor' });
    expect((await pending()).map((i: { id: string }) => i.id)).toEqual([kept.id]);
    const again = await call(ada, 'DELETE', `/v1/workspaces/${workspaceId}/invitations/${revoked.id}`);
    expect(await outcome(again)).toEqual(refusal(404, MEMBER_MESSAGES.invitationNotFound, 'not_found'));
  });

  it('turn the collaboration flag on', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/v1/config' });
    expect(config.json().features.collaboration).toBe(true);
  });
});
