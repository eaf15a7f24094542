import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../ui/auth/require-auth';
import { lazyPage } from './lazy-page';
import { redirectRoutes } from './redirects';

// Every page (docs/product.md, "Screens") is its own chunk; /login pulls in only what it needs.
// A page serving several routes is one element, so moving between them (the workspace tabs)
// keeps it mounted, and keyboard focus stays on the tab.
const workspacePage = lazyPage(
  () => import('./workspaces/workspace-page'),
  (m) => m.WorkspacePage,
);
const graphEditor = lazyPage(
  () => import('./graph-editor/graph-editor-page'),
  (m) => m.GraphEditorPage,
);
const ideas = lazyPage(
  () => import('./ideas/ideas-page'),
  (m) => m.IdeasPage,
);
const createGoal = lazyPage(
  () => import('./goals/create-goal-page'),
  (m) => m.CreateGoalPage,
);
const goals = lazyPage(
  () => import('./goals/research-goals-page'),
  (m) => m.ResearchGoalsPage,
);

const protectedPages: RouteObject[] = [
  {
    path: 'dashboard',
    element: lazyPage(
      () => import('./dashboard/dashboard-page'),
      (m) => m.DashboardPage,
    ),
  },
  {
    path: 'agents',
    element: lazyPage(
      () => import('./agents/agents-page'),
      (m) => m.AgentsPage,
    ),
  },
  {
    path: 'agents/:agentId',
    element: lazyPage(
      () => import('./agents/agent-page'),
      (m) => m.AgentPage,
    ),
  },
  {
    path: 'datasets',
    element: lazyPage(
      () => import('./datasets/datasets-page'),
      (m) => m.DatasetsPage,
    ),
  },
  {
    path: 'charts-demo',
    element: lazyPage(
      () => import('./demos/charts-demo-page'),
      (m) => m.ChartsDemoPage,
    ),
  },
  {
    path: 'data-viz-test',
    element: lazyPage(
      () => import('./demos/data-viz-test-page'),
      (m) => m.DataVizTestPage,
    ),
  },
  {
    path: 'graph-editor-test',
    element: lazyPage(
      () => import('./graph-editor/graph-editor-test-page'),
      (m) => m.GraphEditorTestPage,
    ),
  },
  { path: 'research-goals', element: goals },
  {
    path: 'workspaces/list',
    element: lazyPage(
      () => import('./workspaces/workspace-list-page'),
      (m) => m.WorkspaceListPage,
    ),
  },
  { path: 'workspaces/ideas', element: ideas },
  { path: 'workspaces/ideas/:sessionId', element: ideas },
  { path: 'workspaces/goals', element: goals },
  {
    path: 'workspaces/experiments',
    element: lazyPage(
      () => import('./experiments/experiments-page'),
      (m) => m.ExperimentsPage,
    ),
  },
  {
    path: 'workspaces/experiments/:experimentId',
    element: lazyPage(
      () => import('./experiments/experiment-page'),
      (m) => m.ExperimentPage,
    ),
  },
  {
    path: 'workspaces/leaderboards',
    element: lazyPage(
      () => import('./leaderboards/leaderboards-page'),
      (m) => m.LeaderboardsPage,
    ),
  },
  { path: 'workspaces/create-goal', element: createGoal },
  { path: 'workspaces/graph-editor', element: graphEditor },
  { path: 'workspaces/graph-editor/:workflowId', element: graphEditor },
  { path: 'workspaces/:workspaceId', element: workspacePage },
  ...['goals', 'ideas', 'workflows', 'analytics'].map((tab) => ({
    path: `workspaces/:workspaceId/${tab}`,
    element: workspacePage,
  })),
  {
    path: 'workspaces/:workspaceId/ideas/:ideaId',
    element: lazyPage(
      () => import('./ideas/idea-page'),
      (m) => m.IdeaPage,
    ),
  },
  {
    path: 'workspaces/:workspaceId/session/:sessionId',
    element: lazyPage(
      () => import('./sessions/session-page'),
      (m) => m.SessionPage,
    ),
  },
  { path: 'workspaces/:workspaceId/create-goal', element: createGoal },
  { path: 'workspaces/:workspaceId/workflows/:workflowId/edit', element: graphEditor },
  {
    path: 'workspaces/:workspaceId/workflows/:workflowId/graph',
    element: lazyPage(
      () => import('./workflows/workflow-graph-page'),
      (m) => m.WorkflowGraphPage,
    ),
  },
  {
    path: '*',
    element: lazyPage(
      () => import('./not-found/not-found-page'),
      (m) => m.NotFoundPage,
    ),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      {
        path: 'login',
        element: lazyPage(
          () => import('./login/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: 'loading-showcase',
        element: lazyPage(
          () => import('./loading-showcase/loading-showcase-page'),
          (m) => m.LoadingShowcasePage,
        ),
      },
      ...redirectRoutes(),
      {
        element: <RequireAuth />,
        children: [
          {
            element: lazyPage(
              () => import('../ui/layout/app-layout'),
              (m) => m.AppLayout,
            ),
            children: protectedPages,
          },
        ],
      },
    ],
  },
];
