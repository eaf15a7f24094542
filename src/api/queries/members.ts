// Members and invitations of a shared workspace (docs/decisions/013-workspace-permissions.md):
// the member list, roles, leaving, invitations by e-mail and by link, and the signed-in user's
// own inbox of invitations. Every change refreshes the lists it touches.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import type { Schema } from '../types';
import { workspaceKeys } from './workspaces';

export type Member = Schema<'Member'>;
export type MemberList = Schema<'MemberList'>;
export type Invitation = Schema<'Invitation'>;
export type MyInvitation = Schema<'MyInvitation'>;
export type WorkspaceRole = Schema<'WorkspaceRole'>;
export type InvitedRole = Schema<'InvitedRole'>;

export const memberKeys = {
  members: (workspaceId: string) => ['workspaces', 'members', workspaceId] as const,
  invitations: (workspaceId: string) => ['workspaces', 'invitations', workspaceId] as const,
  mine: () => ['invitations', 'mine'] as const,
};

const path = (id: string) => ({ params: { path: { id } } });

export const membersQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: memberKeys.members(workspaceId),
    queryFn: ({ signal }) => unwrap(api.GET('/v1/workspaces/{id}/members', { ...path(workspaceId), signal })),
  });

export const invitationsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: memberKeys.invitations(workspaceId),
    queryFn: ({ signal }) => unwrap(api.GET('/v1/workspaces/{id}/invitations', { ...path(workspaceId), signal })),
  });

export const myInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.mine(),
    queryFn: ({ signal }) => unwrap(api.GET('/v1/invitations', { signal })),
  });

/** After a change of members: the lists of this workspace and every workspace list (roles in them). */
function useRefreshWorkspace(workspaceId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: memberKeys.members(workspaceId) }),
      queryClient.invalidateQueries({ queryKey: memberKeys.invitations(workspaceId) }),
      queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
    ]);
}

export function useChangeMemberRole(workspaceId: string) {
  const onSuccess = useRefreshWorkspace(workspaceId);
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: WorkspaceRole }) =>
      unwrap(
        api.PATCH('/v1/workspaces/{id}/members/{userId}', {
          params: { path: { id: workspaceId, userId } },
          body: { role },
        }),
      ),
    onSuccess,
  });
}

export function useRemoveMember(workspaceId: string) {
  const onSuccess = useRefreshWorkspace(workspaceId);
  return useMutation({
    mutationFn: (userId: string) =>
      unwrap(api.DELETE('/v1/workspaces/{id}/members/{userId}', { params: { path: { id: workspaceId, userId } } })),
    onSuccess,
  });
}

export function useLeaveWorkspace(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/v1/workspaces/{id}/leave', path(workspaceId))),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: workspaceKeys.detail(workspaceId) });
      return queryClient.invalidateQueries({ queryKey: workspaceKeys.lists() });
    },
  });
}

export function useInviteByEmail(workspaceId: string) {
  const onSuccess = useRefreshWorkspace(workspaceId);
  return useMutation({
    mutationFn: (body: { email: string; role: InvitedRole }) =>
      unwrap(api.POST('/v1/workspaces/{id}/invitations', { ...path(workspaceId), body })),
    onSuccess,
  });
}

export function useCreateInvitationLink(workspaceId: string) {
  const onSuccess = useRefreshWorkspace(workspaceId);
  return useMutation({
    mutationFn: (body: { role: InvitedRole; expiresInHours: number; maxUses: number }) =>
      unwrap(api.POST('/v1/workspaces/{id}/invitation-links', { ...path(workspaceId), body })),
    onSuccess,
  });
}

export function useRevokeInvitation(workspaceId: string) {
  const onSuccess = useRefreshWorkspace(workspaceId);
  return useMutation({
    mutationFn: (invitationId: string) =>
      unwrap(
        api.DELETE('/v1/workspaces/{id}/invitations/{invitationId}', {
          params: { path: { id: workspaceId, invitationId } },
        }),
      ),
    onSuccess,
  });
}

/** Accepting a link (with its secret) or an e-mail invitation (without). */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitationId, secret }: { invitationId: string; secret?: string }) =>
      unwrap(
        api.POST('/v1/invitations/{invitationId}/accept', {
          params: { path: { invitationId } },
          body: secret === undefined ? {} : { secret },
        }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
      ]),
  });
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      unwrap(api.POST('/v1/invitations/{invitationId}/decline', { params: { path: { invitationId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.mine() }),
  });
}
