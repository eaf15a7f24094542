// The module that draws each page of the route table (src/routes/route-table.tsx and the route
// files it spreads in), as plain data: the server reads it to name a page's own chunk in the page
// it sends (server/http/page-preloads.ts), so the chunk downloads beside the entry instead of after
// it has run. src/routes/page-modules.test.tsx holds it to the route table, both ways.

const module = (path: string) => `src/routes/${path}.tsx`;

/** The signed-in shell: every page but the public ones renders inside it. */
export const SHELL_MODULE = 'src/ui/layout/app-layout.tsx';
const WORKSPACE = module('workspaces/workspace-page');
const GRAPH_EDITOR = module('graph-editor/graph-editor-page');
const IDEAS = module('ideas/ideas-page');
const CREATE_GOAL = module('goals/create-goal-page');
const GOALS = module('goals/research-goals-page');

/** Route pattern (as the router writes it, from the root) → the page's module, as the manifest keys it. */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  '/loading-showcase': module('loading-showcase/loading-showcase-page'),
  '/dashboard': module('dashboard/dashboard-page'),
  '/agents': module('agents/agents-page'),
  '/agents/:agentId': module('agents/agent-page'),
  '/state-charts': module('state-charts/state-charts-page'),
  '/datasets': module('datasets/datasets-page'),
  '/datasets/:datasetId': module('datasets/dataset-page'),
  '/charts-demo': module('demos/charts-demo-page'),
  '/data-viz-test': module('demos/data-viz-test-page'),
  '/graph-editor-test': module('graph-editor/graph-editor-test-page'),
  '/research-goals': GOALS,
  '/workspaces/list': module('workspaces/workspace-list-page'),
  '/workspaces/ideas': IDEAS,
  '/workspaces/ideas/:sessionId': IDEAS,
  '/workspaces/goals': GOALS,
  '/workspaces/experiments': module('experiments/experiments-page'),
  '/workspaces/experiments/:experimentId': module('experiments/experiment-page'),
  '/workspaces/experiments/:experimentId/compare': module('experiments/compare/compare-page'),
  '/workspaces/experiments/:experimentId/runs/:runId': module('experiments/run/run-page'),
  '/workspaces/leaderboards': module('leaderboards/leaderboards-page'),
  '/workspaces/create-goal': CREATE_GOAL,
  '/workspaces/graph-editor': GRAPH_EDITOR,
  '/workspaces/graph-editor/:workflowId': GRAPH_EDITOR,
  '/workspaces/:workspaceId': WORKSPACE,
  '/workspaces/:workspaceId/goals': WORKSPACE,
  '/workspaces/:workspaceId/ideas': WORKSPACE,
  '/workspaces/:workspaceId/workflows': WORKSPACE,
  '/workspaces/:workspaceId/analytics': WORKSPACE,
  '/workspaces/:workspaceId/members': WORKSPACE,
  '/invite/:invitationId': module('invitations/invite-page'),
  '/workspaces/:workspaceId/ideas/:ideaId': module('ideas/idea-page'),
  '/workspaces/:workspaceId/ideas/:ideaId/proposal': module('ideas/proposal-page'),
  '/workspaces/:workspaceId/session/:sessionId': module('sessions/session-page'),
  '/workspaces/:workspaceId/create-goal': CREATE_GOAL,
  '/workspaces/:workspaceId/workflows/:workflowId/edit': GRAPH_EDITOR,
  '/workspaces/:workspaceId/workflows/:workflowId/graph': module('workflows/workflow-graph-page'),
  '/settings/tokens': module('settings/access-tokens-page'),
  '/*': module('not-found/not-found-page'),
};

/**
 * The pattern of PAGE_MODULES the router would pick for a pathname: every segment matched (a
 * `:param` takes any one), static segments before parameters, as the router ranks them. An address
 * only the catch-all takes answers null: it is as likely the sign-in page or a redirect (which the
 * router handles before any page) as a page that is not there.
 */
export function matchPagePattern(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  let best: { pattern: string; score: number } | null = null;
  for (const [pattern, parts] of PATTERN_PARTS) {
    const score = matchScore(parts, segments);
    if (score !== null && (!best || score > best.score)) best = { pattern, score };
  }
  return best?.pattern ?? null;
}

const PATTERN_PARTS = Object.keys(PAGE_MODULES).map(
  (pattern) => [pattern, pattern.split('/').filter(Boolean)] as const,
);

/** Static segments outrank parameters; null when the pattern does not match (a catch-all never does). */
function matchScore(pattern: string[], segments: string[]): number | null {
  if (pattern.length !== segments.length) return null;
  let score = 0;
  for (const [i, part] of pattern.entries()) {
    if (part.startsWith(':')) score += 1;
    else if (part === segments[i]) score += 10;
    else return null;
  }
  return score;
}
