import { http, HttpResponse } from 'msw';
import { apiUrl } from './api-server';

/**
 * A page's Comments card (src/ui/comments/) reads its comments, none unless a test answers its own,
 * and the workspace's members its composer offers to @mention, none either.
 */
export const noComments = () => [
  http.get(apiUrl('/v1/comments'), () => HttpResponse.json({ role: 'owner', items: [] })),
  http.get(apiUrl('/v1/workspaces/:id/members'), () => HttpResponse.json({ role: 'owner', items: [] })),
];
