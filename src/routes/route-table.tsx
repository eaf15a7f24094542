import { Outlet, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '../ui/auth/require-auth';
import { PreloadOnHover } from '../ui/layout/preload-on-hover';
import { developerRoutes } from './developer-routes';
import { experimentRunRoutes } from './experiment-routes';
import { lazyPage } from './lazy-page';
import { LoginPage } from './login/login-page';
import { redirectRoutes } from './redirects';
import { RouteFailure } from './route-failure';
import { settingsRoutes } from './settings-routes';

// Every page (docs/product.md, "Screens") is its own chunk but /login, which is in the entry.
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
    ...lazyPage(
      () => import('./dashboard/dashboard-page'),
      (m) => m.DashboardPage,
    ),
  },
  {
    path: 'agents',
    ...lazyPage(
      () => import('./agents/agents-page'),
      (m) => m.AgentsPage,
    ),
  },
  {
    path: 'agents/:agentId',
    ...lazyPage(
      () => import('./agents/agent-page'),
      (m) => m.AgentPage,
    ),
  },
  ...settingsRoutes,
  ...developerRoutes,
  {
    path: 'datasets',
    ...lazyPage(
      () => import('./datasets/datasets-page'),
      (m) => m.DatasetsPage,
    ),
  },
  {
    path: 'datasets/:datasetId',
    ...lazyPage(
      () => import('./datasets/dataset-page'),
      (m) => m.DatasetPage,
    ),
  },
  { path: 'research-goals', ...goals },
  {
    path: 'workspaces/list',
    ...lazyPage(
      () => import('./workspaces/workspace-list-page'),
      (m) => m.WorkspaceListPage,
    ),
  },
  { path: 'workspaces/ideas', ...ideas },
  { path: 'workspaces/ideas/:sessionId', ...ideas },
  { path: 'workspaces/goals', ...goals },
  {
    path: 'workspaces/experiments',
    ...lazyPage(
      () => import('./experiments/experiments-page'),
      (m) => m.ExperimentsPage,
    ),
  },
  {
    path: 'workspaces/experiments/:experimentId',
    ...lazyPage(
      () => import('./experiments/experiment-page'),
      (m) => m.ExperimentPage,
    ),
  },
  ...experimentRunRoutes,
  {
    path: 'workspaces/leaderboards',
    ...lazyPage(
      () => import('./leaderboards/leaderboards-page'),
      (m) => m.LeaderboardsPage,
    ),
  },
  { path: 'workspaces/create-goal', ...createGoal },
  { path: 'workspaces/graph-editor', ...graphEditor },
  { path: 'workspaces/graph-editor/:workflowId', ...graphEditor },
  { path: 'workspaces/:workspaceId', ...workspacePage },
  ...['goals', 'ideas', 'workflows', 'analytics', 'members'].map((tab) => ({
    path: `workspaces/:workspaceId/${tab}`,
    ...workspacePage,
  })),
  {
    path: 'invite/:invitationId',
    ...lazyPage(
      () => import('./invitations/invite-page'),
      (m) => m.InvitePage,
    ),
  },
  {
    path: 'workspaces/:workspaceId/ideas/:ideaId',
    ...lazyPage(
      () => import('./ideas/idea-page'),
      (m) => m.IdeaPage,
    ),
  },
  {
    path: 'workspaces/:workspaceId/ideas/:ideaId/proposal',
    ...lazyPage(
      () => import('./ideas/proposal-page'),
      (m) => m.ProposalPage,
    ),
  },
  {
    path: 'workspaces/:workspaceId/session/:sessionId',
    ...lazyPage(
      () => import('./sessions/session-page'),
      (m) => m.SessionPage,
    ),
  },
  { path: 'workspaces/:workspaceId/create-goal', ...createGoal },
  { path: 'workspaces/:workspaceId/workflows/:workflowId/edit', ...graphEditor },
  {
    path: 'workspaces/:workspaceId/workflows/:workflowId/graph',
    ...lazyPage(
      () => import('./workflows/workflow-graph-page'),
      (m) => m.WorkflowGraphPage,
    ),
  },
  {
    path: '*',
    ...lazyPage(
      () => import('./not-found/not-found-page'),
      (m) => m.NotFoundPage,
    ),
  },
];

const appRoutes: RouteObject[] = [
  // Every new visitor's first page: it ships in the entry chunk, a round trip sooner.
  { path: 'login', element: <LoginPage /> },
  {
    path: 'loading-showcase',
    ...lazyPage(
      () => import('./loading-showcase/loading-showcase-page'),
      (m) => m.LoadingShowcasePage,
    ),
  },
  ...redirectRoutes(),
  {
    element: <RequireAuth />,
    children: [
      {
        ...lazyPage(
          () => import('../ui/layout/app-layout'),
          (m) => m.AppLayout,
        ),
        children: protectedPages,
      },
    ],
  },
];

// Pointing at a link loads its page's chunk ahead of the click (the `handle` lazyPage gives each page).
export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteFailure />,
    element: (
      <>
        <PreloadOnHover routes={appRoutes} />
        <Outlet />
      </>
    ),
    children: appRoutes,
  },
];
