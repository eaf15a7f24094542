import { type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { axeViolations, coveredControls, overflowingElements } from './support/layout-audit';
import { switchTheme } from './support/themes';
import { seedResearch, type SeededResearch } from './support/seed';
import { screenshotPath, signInLocally } from './support/session';

// Every route at a small phone's, a phone's, a tablet's and a desktop's width: nothing drawn past
// the viewport, no control covered by another element, the page's main action on screen and
// clickable; axe clean (any impact) at the desktop size in both themes and at the phone size in the
// light theme. The dark theme changes colours only, and the phone's cards and stacked forms use the
// same colour tokens as the desktop's tables, so its contrast is read once, at the desktop size.
// One seeded workspace gives the data pages something real to lay out.

interface RouteCheck {
  path: (seed: SeededResearch) => string;
  /** The page's main action, as a user would look for it; absent where a page has none. */
  primary?: (page: Page) => Locator;
  public?: boolean;
  /** The page shows loaders on purpose, so it is never 'done loading'. */
  showsLoaders?: boolean;
  /** Another spec runs axe over every state of this page in both themes (tests/e2e/state-charts.spec.ts). */
  auditedElsewhere?: boolean;
  /** A showcase of many charts or graphs: axe takes far longer over it than over a page of records. */
  showcase?: boolean;
}

const GOAL = 'Nitrogen-fixing cereals';
const firstIdea = (page: Page) => page.getByRole('table', { name: 'Ideas' }).getByRole('link');

const ROUTES: RouteCheck[] = [
  { path: () => '/login', primary: (p) => p.getByRole('button', { name: 'Sign in locally' }), public: true },
  { path: () => '/loading-showcase', public: true, showsLoaders: true },
  { path: () => '/dashboard', primary: (p) => p.getByRole('button', { name: 'New workspace' }) },
  { path: () => '/workspaces/list', primary: (p) => p.getByRole('button', { name: 'New workspace' }) },
  { path: (s) => `/workspaces/${s.workspaceId}`, primary: (p) => p.getByRole('tab', { name: 'Research Goals' }) },
  { path: (s) => `/workspaces/${s.workspaceId}/goals`, primary: (p) => p.getByRole('link', { name: 'New goal' }) },
  { path: (s) => `/workspaces/${s.workspaceId}/ideas`, primary: firstIdea },
  {
    path: (s) => `/workspaces/${s.workspaceId}/workflows`,
    primary: (p) => p.getByRole('link', { name: 'New workflow' }),
  },
  { path: (s) => `/workspaces/${s.workspaceId}/analytics` },
  {
    path: (s) => `/workspaces/${s.workspaceId}/members`,
    primary: (p) => p.getByRole('button', { name: 'Create link' }),
  },
  {
    path: (s) => `/workspaces/${s.workspaceId}/create-goal`,
    primary: (p) => p.getByRole('button', { name: 'Create goal' }),
  },
  { path: () => '/workspaces/create-goal', primary: (p) => p.getByRole('button', { name: 'Create goal' }) },
  { path: (s) => `/workspaces/${s.workspaceId}/session/${s.sessionId}`, primary: firstIdea },
  {
    path: (s) => `/workspaces/${s.workspaceId}/ideas/${s.ideaIds[1]}`,
    primary: (p) => p.getByRole('button', { name: /Select/ }),
  },
  {
    path: (s) => `/workspaces/${s.workspaceId}/ideas/${s.ideaIds[1]}/proposal`,
    primary: (p) => p.getByRole('button', { name: 'Download as Markdown' }),
  },
  { path: () => '/workspaces/ideas', primary: (p) => p.getByRole('combobox', { name: 'Session' }) },
  { path: (s) => `/workspaces/ideas/${s.sessionId}`, primary: firstIdea },
  { path: () => '/research-goals', primary: (p) => p.getByRole('link', { name: `Open session for ${GOAL}` }) },
  { path: () => '/workspaces/goals', primary: (p) => p.getByRole('link', { name: `Open session for ${GOAL}` }) },
  {
    path: () => '/workspaces/experiments',
    // A table from 640 px up, a list of cards on a phone (src/ui/components/data-table.tsx).
    primary: (p) =>
      p
        .getByRole('table', { name: 'Experiments' })
        .or(p.getByRole('list', { name: 'Experiments' }))
        .getByRole('link')
        .first(),
  },
  {
    path: (s) => `/workspaces/experiments/${s.experimentId}`,
    primary: (p) => p.getByRole('button', { name: 'Start experiment' }),
  },
  {
    path: (s) => `/workspaces/${s.workspaceId}/workflows/${s.workflowId}/graph`,
    primary: (p) => p.getByRole('link', { name: 'Edit workflow' }),
  },
  {
    path: (s) => `/workspaces/${s.workspaceId}/workflows/${s.workflowId}/edit`,
    primary: (p) => p.getByRole('button', { name: 'Save workflow' }),
  },
  { path: () => '/workspaces/graph-editor', primary: (p) => p.getByRole('button', { name: 'Save workflow' }) },
  { path: () => '/workspaces/leaderboards' },
  { path: () => '/settings/tokens', primary: (p) => p.getByRole('button', { name: 'Create token' }) },
  // The upload control is a labelled file input, hidden; its label is the button people see.
  { path: () => '/datasets', primary: (p) => p.getByText('Upload dataset', { exact: true }) },
  { path: () => '/datasets/uniprot', primary: (p) => p.getByRole('button', { name: 'Copy citation' }) },
  { path: () => '/agents' },
  { path: () => '/agents/supervisor' },
  { path: () => '/agents/literature-scout' },
  {
    path: () => '/state-charts',
    primary: (p) => p.getByRole('navigation', { name: 'Machines' }).getByRole('link').first(),
    auditedElsewhere: true,
    showcase: true,
  },
  { path: () => '/charts-demo', showcase: true },
  { path: () => '/data-viz-test', showcase: true },
  { path: () => '/graph-editor-test', showcase: true },
  // A link whose id names nothing: the same not-found page as an object deleted since.
  {
    path: () => '/workspaces/experiments/not-an-experiment',
    primary: (p) => p.getByRole('link', { name: 'Back to experiments' }),
  },
  { path: () => '/no-such-page', primary: (p) => p.getByRole('link', { name: /dashboard/i }) },
];

let seed: SeededResearch;
let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;

// The four widths run side by side on CI's two workers; each worker seeds its own researcher.
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(150_000);
  const page = await (await browser.newContext()).newPage();
  await signInLocally(page);
  seed = await seedResearch(page, GOAL);
  storageState = await page.context().storageState();
  await page.context().close();
});

const SETTLE_MS = 30_000;

/** Waits until the route has drawn its heading and nothing on it is still loading. */
async function settle(page: Page, route: RouteCheck) {
  await expect(page.locator('h1:visible, h2:visible').first()).toBeVisible();
  if (route.showsLoaders) return;
  // Some pages compute before they settle (the state charts lay every machine out in a worker):
  // on a busy two-core machine that takes longer than one expect's default.
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: SETTLE_MS });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: SETTLE_MS });
}

const slug = (path: string) => path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, 'id').replace(/\W+/g, '-');

/** Which themes axe reads a route in at one width. */
type AxeThemes = 'light' | 'light and dark' | 'none';

/** One route at one width: it fits, its main action can be clicked, and axe is clean in `themes`. */
async function checkRoute(page: Page, route: RouteCheck, width: number, themes: AxeThemes) {
  const path = route.path(seed);
  await page.goto(path);
  await settle(page, route);
  await page.screenshot({ path: screenshotPath(`routes/${width}${slug(path)}`) });
  expect.soft(await overflowingElements(page), `${path} at ${width} px`).toEqual([]);
  expect.soft(await coveredControls(page), `${path}: controls covered at ${width} px`).toEqual([]);
  if (route.primary) {
    const action = route.primary(page).first();
    await action.scrollIntoViewIfNeeded({ timeout: 5000 }).catch(() => undefined);
    await expect.soft(action, `${path}: main action on screen at ${width} px`).toBeInViewport({ timeout: 1000 });
    await action.click({ trial: true, timeout: 10_000 }).catch((error: Error) => {
      expect.soft(error.message.split('\n')[0], `${path}: main action clickable at ${width} px`).toBe('');
    });
  }
  if (themes === 'none' || route.auditedElsewhere) return;
  await switchTheme(page, 'light');
  expect.soft(await axeViolations(page), `${path}, light, ${width} px`).toEqual([]);
  if (themes === 'light') return;
  // Only colour changes with the theme: the dark pass checks contrast, the rest was just checked.
  await switchTheme(page, 'dark');
  expect.soft(await axeViolations(page, ['color-contrast']), `${path}, dark, ${width} px`).toEqual([]);
}

const HEIGHTS: Record<number, number> = { 320: 640, 390: 844, 768: 1024, 1440: 900 };
const AXE_THEMES: Record<number, AxeThemes> = { 320: 'none', 390: 'light', 768: 'none', 1440: 'light and dark' };
const AXE_WORDS: Record<AxeThemes, string> = {
  none: '',
  light: ', axe clean in the light theme',
  'light and dark': ', axe clean in both themes',
};

// Each width's routes are shared between three tests, so CI's two workers share the long audits
// evenly and no one test runs for many minutes: the showcases of charts and graphs, which axe takes
// longest over, and the other pages alternately in the list's order (the signed-out ones with the first).
const records = ROUTES.filter((route) => !route.public && !route.showcase);
const GROUPS: { name: string; routes: RouteCheck[] }[] = [
  {
    name: 'the odd-numbered pages of records and the signed-out pages',
    routes: [...ROUTES.filter((route) => route.public), ...records.filter((_, i) => i % 2 === 0)],
  },
  { name: 'the even-numbered pages of records', routes: records.filter((_, i) => i % 2 === 1) },
  { name: 'the showcases of charts and graphs', routes: ROUTES.filter((route) => route.showcase) },
];

for (const width of [320, 390, 768, 1440]) {
  for (const group of GROUPS) {
    test(`${group.name} fit ${width} px with their main action on screen${AXE_WORDS[AXE_THEMES[width]]}`, async ({
      browser,
    }) => {
      // Up to eighteen routes, each loaded, measured and (at two widths) run through axe: two minutes
      // on a quiet two-core machine, and several on a busy one.
      test.setTimeout(600_000);
      const viewport = { width, height: HEIGHTS[width] };
      // One page per kind of visitor, each closed when done: a page left open on the loading
      // showcase keeps drawing its spinners and takes a core from everything else.
      for (const visitor of ['public', 'signed in'] as const) {
        const routes = group.routes.filter((route) => !!route.public === (visitor === 'public'));
        if (!routes.length) continue;
        const context = await browser.newContext({
          viewport,
          storageState: visitor === 'public' ? undefined : storageState,
        });
        const page = await context.newPage();
        for (const route of routes) {
          await test.step(route.path(seed), () => checkRoute(page, route, width, AXE_THEMES[width]));
        }
        await context.close();
      }
    });
  }
}
