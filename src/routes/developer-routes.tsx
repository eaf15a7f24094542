import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';

// Tools for developers and testers, not researchers: the state charts (reached from Settings >
// Developer) and the pages that show and stress the charts and the graph editor. Kept beside the
// route table, which holds every researcher's page, so that file stays readable.
export const developerRoutes: RouteObject[] = [
  {
    path: 'state-charts',
    ...lazyPage(
      () => import('./state-charts/state-charts-page'),
      (m) => m.StateChartsPage,
    ),
  },
  {
    path: 'charts-demo',
    ...lazyPage(
      () => import('./demos/charts-demo-page'),
      (m) => m.ChartsDemoPage,
    ),
  },
  {
    path: 'data-viz-test',
    ...lazyPage(
      () => import('./demos/data-viz-test-page'),
      (m) => m.DataVizTestPage,
    ),
  },
  {
    path: 'graph-editor-test',
    ...lazyPage(
      () => import('./graph-editor/graph-editor-test-page'),
      (m) => m.GraphEditorTestPage,
    ),
  },
];
