// Comments on an idea, experiment, run or workflow (issue 31, part 3): the target's threads and
// the changes to them. Every change refreshes the target's comments.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import type { Schema } from '../types';

export type Comment = Schema<'Comment'>;
export type CommentList = Schema<'CommentList'>;
export type CommentTargetType = Schema<'CommentTargetType'>;
export interface CommentTarget {
  targetType: CommentTargetType;
  targetId: string;
}

export const commentKeys = {
  of: ({ targetType, targetId }: CommentTarget) => ['comments', targetType, targetId] as const,
};

export const commentsQueryOptions = (target: CommentTarget) =>
  queryOptions({
    queryKey: commentKeys.of(target),
    queryFn: ({ signal }) => unwrap(api.GET('/v1/comments', { params: { query: target }, signal })),
  });

function useRefresh(target: CommentTarget) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: commentKeys.of(target) });
}

const byId = (commentId: string) => ({ params: { path: { commentId } } });

export function useCreateComment(target: CommentTarget) {
  const onSuccess = useRefresh(target);
  return useMutation({
    mutationFn: ({ body, parentId }: { body: string; parentId?: string }) =>
      unwrap(api.POST('/v1/comments', { body: { ...target, body, ...(parentId && { parentId }) } })),
    onSuccess,
  });
}

export function useEditComment(target: CommentTarget) {
  const onSuccess = useRefresh(target);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) =>
      unwrap(api.PATCH('/v1/comments/{commentId}', { ...byId(id), body: { body } })),
    onSuccess,
  });
}

export function useDeleteComment(target: CommentTarget) {
  const onSuccess = useRefresh(target);
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/v1/comments/{commentId}', byId(id))),
    onSuccess,
  });
}

export function useSetCommentResolved(target: CommentTarget) {
  const onSuccess = useRefresh(target);
  return useMutation({
    mutationFn: ({ id, resolved }: { id: string; resolved: boolean }) =>
      unwrap(api.PUT('/v1/comments/{commentId}/resolution', { ...byId(id), body: { resolved } })),
    onSuccess,
  });
}
