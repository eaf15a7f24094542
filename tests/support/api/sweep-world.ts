import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ContractOperation } from './contract-operations';
import type { SignedIn } from './harness';
import { inviteByLink, join } from './invitation-support';
import { createOwnedObjects, urlOf, uuidForField, type OwnedObjects } from './owned-objects';
import { validSample } from './schema-samples';

// One owner's world for the permission sweep (docs/decisions/013-workspace-permissions.md, §7):
// one of everything she owns, shared with members through invitation links, a pending invitation,
// and the member that member operations are aimed at; and any contract operation sent at it,
// validly, by any caller.

export interface SweepWorld extends OwnedObjects {
  /** A pending link invitation to the workspace. */
  invitationId: string;
  /** The member that changing a role, or removing one, is aimed at. */
  memberId: string;
}

export type Authorization = { authorization: string };

export async function makeSweepWorld(
  app: FastifyInstance,
  owner: SignedIn,
  members: [SignedIn, 'editor' | 'viewer'][],
  target: SignedIn,
  commenter: SignedIn = owner,
): Promise<SweepWorld> {
  const owned = await createOwnedObjects(app, owner);
  for (const [who, role] of members) await join(app, owner, owned.workspaceId, who, role);
  const { id: invitationId } = await inviteByLink(app, owner, owned.workspaceId, { role: 'viewer' });
  const commentId = commenter === owner ? owned.commentId : await commentOn(app, commenter, owned.ideaId);
  return { ...owned, invitationId, commentId, memberId: target.user.id };
}

/** A member's own comment on the idea: only its author may edit it (issue 31, part 3). */
async function commentOn(app: FastifyInstance, who: SignedIn, ideaId: string): Promise<string> {
  const payload = { targetType: 'idea', targetId: ideaId, body: 'A member’s comment' };
  const response = await app.inject({ method: 'POST', url: '/v1/comments', headers: who.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/**
 * The operation sent validly at the world's objects: required query, path and body filled;
 * `options` sets query parameters or replaces the body.
 */
export function sweepRequest(
  app: FastifyInstance,
  op: ContractOperation,
  w: SweepWorld,
  headers: Authorization,
  options: { payload?: object; query?: Record<string, string> } = {},
) {
  const uuidFor = uuidForField(w);
  const required: Record<string, string> = Object.fromEntries(
    Object.entries(op.query)
      .filter(([, param]) => param.required)
      .map(([name, param]) => [name, String(validSample(param.schema, uuidFor, name))]),
  );
  const query = Object.entries({ ...required, ...options.query }).map(
    ([name, value]) => `${name}=${encodeURIComponent(value)}`,
  );
  const sample = op.body?.schema ? namingObjects(validSample(op.body.schema, uuidFor), w) : undefined;
  const payload = options.payload ?? sample;
  const url = urlOf(op, w, { invitationId: w.invitationId, userId: w.memberId });
  return app.inject({
    method: op.method,
    url: url + (query.length ? `?${query.join('&')}` : ''),
    headers,
    ...(payload !== undefined && { payload: payload as object }),
  });
}

/**
 * A body names the world's objects where its smallest sample would not: an empty `ideaIds`
 * gets the world's idea, a `datasetId` (a slug or an upload's id, no uuid format) its upload.
 */
function namingObjects(payload: unknown, w: SweepWorld): unknown {
  const body = payload as { ideaIds?: unknown[]; datasetId?: unknown } | undefined;
  if (!body || typeof body !== 'object') return payload;
  return {
    ...body,
    ...(Array.isArray(body.ideaIds) && body.ideaIds.length === 0 && { ideaIds: [w.ideaId] }),
    ...(typeof body.datasetId === 'string' && { datasetId: w.datasetId }),
  };
}

/** Everything the owner reads of her world, her activity and tokens included. */
export async function ownersWorld(app: FastifyInstance, owner: SignedIn, w: SweepWorld) {
  const urls = [
    '/v1/workspaces',
    `/v1/workspaces/${w.workspaceId}`,
    `/v1/workspaces/${w.workspaceId}/members`,
    `/v1/workspaces/${w.workspaceId}/invitations`,
    `/v1/workspaces/${w.workspaceId}/goals/${w.goalId}`,
    `/v1/sessions/${w.sessionId}?includeEnhancedDetails=true&includeScoringData=true`,
    `/v1/ideas/session/${w.sessionId}`,
    `/v1/ideas/${w.ideaId}?include_scoring_data=true`,
    `/v1/comments?targetType=idea&targetId=${w.ideaId}`,
    `/v1/maxwell/sessions/${w.assistantSessionId}/history`,
    `/v1/experiments/${w.experimentId}`,
    `/v1/workflows/workspace/${w.workspaceId}`,
    `/v1/vibe-sessions/${w.vibeSessionId}`,
    `/v1/runs/${w.runId}/metrics/${w.metricKey}`,
    `/v1/datasets/${w.datasetId}`,
    '/v1/tokens',
    '/v1/logs?limit=100',
  ];
  const world: Record<string, unknown> = {};
  for (const url of urls) {
    const response = await app.inject({ method: 'GET', url, headers: owner.headers });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    world[url] = response.json();
  }
  return world;
}

/** The ids of the world's workspace content, which its members see in their lists. */
export const sharedIds = (w: SweepWorld) => [
  w.workspaceId,
  w.goalId,
  w.sessionId,
  w.ideaId,
  w.experimentId,
  w.workflowId,
  w.vibeSessionId,
  w.runId,
];

/** The ids of what stays the owner's own: nobody else's answer names them. */
export const personalIds = (w: SweepWorld) => [w.assistantSessionId, w.queryId, w.tokenId, w.notificationId];
