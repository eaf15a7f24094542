import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';

// The signed-in user's own settings, reached from the account menu (docs/product.md, "Screens").
// Kept beside the route table, which holds every other page, so that file stays readable.
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings/tokens',
    ...lazyPage(
      () => import('./settings/access-tokens-page'),
      (m) => m.AccessTokensPage,
    ),
  },
];
