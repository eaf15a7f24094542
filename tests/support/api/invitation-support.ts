import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SignedIn } from './harness';

// Workspaces shared through the member and invitation operations, as a lab would share them.

export async function makeWorkspace(app: FastifyInstance, owner: SignedIn, name = 'Shared lab'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/workspaces',
    headers: owner.headers,
    payload: { name },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** A link invitation: its id, its secret and the path the owner copies. */
export async function inviteByLink(
  app: FastifyInstance,
  owner: SignedIn,
  workspaceId: string,
  body: { role: 'editor' | 'viewer'; expiresInHours?: number; maxUses?: number },
) {
  const response = await app.inject({
    method: 'POST',
    url: `/v1/workspaces/${workspaceId}/invitation-links`,
    headers: owner.headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { invitation, path } = response.json();
  const secret = (path as string).split('#')[1];
  return { id: invitation.id as string, secret, path: path as string };
}

export const accept = (app: FastifyInstance, who: SignedIn, invitationId: string, secret?: string) =>
  app.inject({
    method: 'POST',
    url: `/v1/invitations/${invitationId}/accept`,
    headers: who.headers,
    payload: secret === undefined ? {} : { secret },
  });

/** Makes `who` a member with `role` through a one-use link. */
export async function join(
  app: FastifyInstance,
  owner: SignedIn,
  workspaceId: string,
  who: SignedIn,
  role: 'editor' | 'viewer',
) {
  const link = await inviteByLink(app, owner, workspaceId, { role });
  const response = await accept(app, who, link.id, link.secret);
  expect(response.statusCode, response.body).toBe(200);
}

export const members = async (app: FastifyInstance, who: SignedIn, workspaceId: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/v1/workspaces/${workspaceId}/members`,
    headers: who.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { role: string; items: { userId: string; role: string; addedBy: unknown }[] };
};
