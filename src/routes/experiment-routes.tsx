import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';

// An experiment's runs compared side by side, and one run (docs/product.md, "Runs and metrics").
// Kept beside the route table, which holds every other page, so that file stays readable.
export const experimentRunRoutes: RouteObject[] = [
  {
    path: 'workspaces/experiments/:experimentId/compare',
    ...lazyPage(
      () => import('./experiments/compare/compare-page'),
      (m) => m.ComparePage,
    ),
  },
  {
    path: 'workspaces/experiments/:experimentId/runs/:runId',
    ...lazyPage(
      () => import('./experiments/run/run-page'),
      (m) => m.RunPage,
    ),
  },
];
