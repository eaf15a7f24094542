import { Navigate, parsePath, useLocation, useParams, type Params, type RouteObject } from 'react-router-dom';
import { HOME_PAGE } from '../domain/home-page';

export interface RedirectRule {
  /** A route pattern; '/' is the index of the app. */
  from: string;
  to: (params: Params) => string;
}

const WORKSPACE_TABS = new Set(['goals', 'ideas', 'workflows', 'analytics']);
const seg = (value: string | undefined) => encodeURIComponent(value ?? '');

/** coscientist/workspace/{id}/{tab...}: a known tab becomes the hash, anything else the workspace. */
function workspaceWithHash(params: Params): string {
  const tab = (params['*'] ?? '').split('/')[0];
  return `/workspaces/${seg(params.workspaceId)}${WORKSPACE_TABS.has(tab) ? `#${tab}` : ''}`;
}

const fixed = (target: string) => () => target;

// docs/product.md, "Redirects", plus the two index redirects. Old bookmarks keep working.
export const REDIRECTS: readonly RedirectRule[] = [
  { from: '/', to: fixed(HOME_PAGE) },
  { from: '/workspaces', to: fixed('/workspaces/list') },
  { from: '/visualizer', to: fixed('/datasets') },
  { from: '/coscientist', to: fixed('/workspaces') },
  { from: '/coscientist/workspaces', to: fixed('/workspaces/list') },
  { from: '/coscientist/workspace/:workspaceId', to: (p) => `/workspaces/${seg(p.workspaceId)}` },
  {
    from: '/coscientist/workspace/:workspaceId/create-goal',
    to: (p) => `/workspaces/${seg(p.workspaceId)}/create-goal`,
  },
  { from: '/coscientist/workspace/:workspaceId/*', to: workspaceWithHash },
  { from: '/coscientist/ideas', to: fixed('/workspaces/ideas') },
  { from: '/coscientist/ideas/:sessionId', to: (p) => `/workspaces/ideas/${seg(p.sessionId)}` },
  { from: '/coscientist/goals', to: fixed('/workspaces/goals') },
  { from: '/coscientist/experiments', to: fixed('/workspaces/experiments') },
  { from: '/coscientist/experiments/:experimentId', to: (p) => `/workspaces/experiments/${seg(p.experimentId)}` },
  { from: '/coscientist/leaderboards', to: fixed('/workspaces/leaderboards') },
  { from: '/coscientist/create-goal', to: fixed('/workspaces/create-goal') },
  { from: '/sessions', to: fixed('/workspaces') },
  { from: '/ideas', to: fixed('/workspaces/ideas') },
  { from: '/ideas/:sessionId', to: (p) => `/workspaces/ideas/${seg(p.sessionId)}` },
  { from: '/experiments', to: fixed('/workspaces/experiments') },
  { from: '/experiments/:experimentId', to: (p) => `/workspaces/experiments/${seg(p.experimentId)}` },
  { from: '/workspace/:id', to: (p) => `/workspaces/${seg(p.id)}` },
];

function Redirect({ rule }: { rule: RedirectRule }) {
  const params = useParams();
  const { search } = useLocation();
  const target = parsePath(rule.to(params));
  // The query string travels with the redirect unless the target sets its own.
  return <Navigate replace to={{ search: target.search || search, ...target }} />;
}

/** The rules as route objects, children of the root route. */
export function redirectRoutes(): RouteObject[] {
  return REDIRECTS.map((rule) =>
    rule.from === '/'
      ? { index: true, element: <Redirect rule={rule} /> }
      : { path: rule.from.slice(1), element: <Redirect rule={rule} /> },
  );
}
