import { http, HttpResponse } from 'msw';
import { apiUrl } from './api-server';

/** A page's Comments card (src/ui/comments/) reads its comments: none, unless a test answers its own. */
export const noComments = () => http.get(apiUrl('/v1/comments'), () => HttpResponse.json({ role: 'owner', items: [] }));
