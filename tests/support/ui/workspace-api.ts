// An in-memory workspaces API for msw, just enough of the contract for page tests.
import { http, HttpResponse } from 'msw';
import type { Workspace } from '../../../src/api/types';
import { toPaged } from '../../../src/domain/paging';
import { apiUrl } from './api-server';
import { USER } from './fixtures';

const notFound = () =>
  HttpResponse.json({ detail: { error: { message: 'Workspace not found', type: 'not_found' } } }, { status: 404 });

export function workspaceApi(initial: Workspace[] = []) {
  const store = { items: [...initial] }; // newest first, like the server
  const handlers = [
    http.get(apiUrl('/v1/workspaces'), ({ request }) => {
      const url = new URL(request.url);
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      return HttpResponse.json(toPaged(store.items.slice(skip, skip + limit), store.items.length, skip, limit));
    }),
    http.post(apiUrl('/v1/workspaces'), async ({ request }) => {
      const body = (await request.json()) as { name: string; description?: string };
      const now = new Date().toISOString();
      const ws: Workspace = {
        id: crypto.randomUUID(),
        name: body.name,
        description: body.description ?? '',
        userId: USER.id,
        status: 'active',
        metadata: {},
        createdAt: now,
        updatedAt: now,
        role: 'owner',
      };
      store.items.unshift(ws);
      return HttpResponse.json(ws, { status: 201 });
    }),
    http.get(apiUrl('/v1/workspaces/:id'), ({ params }) => {
      const ws = store.items.find((w) => w.id === params.id);
      return ws ? HttpResponse.json(ws) : notFound();
    }),
    http.patch(apiUrl('/v1/workspaces/:id'), async ({ params, request }) => {
      const ws = store.items.find((w) => w.id === params.id);
      if (!ws) return notFound();
      Object.assign(ws, (await request.json()) as Partial<Workspace>, { updatedAt: new Date().toISOString() });
      return HttpResponse.json(ws);
    }),
    http.delete(apiUrl('/v1/workspaces/:id'), ({ params }) => {
      const before = store.items.length;
      store.items = store.items.filter((w) => w.id !== params.id);
      return store.items.length < before ? HttpResponse.json({ success: true }) : notFound();
    }),
  ];
  return { store, handlers };
}
