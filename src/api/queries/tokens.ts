// Personal access tokens (docs/product.md, "Personal access tokens"): the list, creating one (its
// secret is answered this once and never cached) and revoking one.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { networkRetry } from '../query-config';
import type { Schema } from '../types';

export type AccessToken = Schema<'AccessToken'>;
export type AccessTokenCreate = Schema<'AccessTokenCreate'>;
export type CreatedAccessToken = Schema<'CreatedAccessToken'>;

/** The server writes a token's last use at most once a minute: fresher reads would show nothing new. */
export const TOKENS_STALE_MS = 60_000;

export const tokenKeys = {
  all: ['tokens'] as const,
  list: () => [...tokenKeys.all, 'list'] as const,
};

export async function listAccessTokens(signal?: AbortSignal): Promise<AccessToken[]> {
  const body = await unwrap(api.GET('/v1/tokens', { signal }));
  return body.items;
}

export function createAccessToken(body: AccessTokenCreate, signal?: AbortSignal): Promise<CreatedAccessToken> {
  return unwrap(api.POST('/v1/tokens', { body, signal }));
}

export async function revokeAccessToken(tokenId: string, signal?: AbortSignal): Promise<void> {
  await unwrap(api.DELETE('/v1/tokens/{tokenId}', { params: { path: { tokenId } }, signal }));
}

export function accessTokensQueryOptions() {
  return queryOptions({
    queryKey: tokenKeys.list(),
    queryFn: ({ signal }) => listAccessTokens(signal),
    staleTime: TOKENS_STALE_MS,
  });
}

/** The created token (with its secret) is only the mutation's answer: the list is read again without it. */
export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccessTokenCreate) => createAccessToken(body),
    ...networkRetry(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokenKeys.list() }),
  });
}

export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => revokeAccessToken(tokenId),
    ...networkRetry(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokenKeys.list() }),
  });
}
