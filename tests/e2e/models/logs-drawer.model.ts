import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { setup } from 'xstate';
import type { PageModel } from './run-model';

// The activity-log drawer as the user sees it:
//   closed        only the top bar's "Activity log" button
//   open          every row of the account, the filters hidden; an export holds every row
//   filtersShown  the filter form open, nothing applied yet
//   filtered      "Entity type: Workspace" applied: only the workspace rows, and so the export
//   searched      one workspace's name in the search box: the server finds its one row, "1 match"
// Escape closes it from anywhere; the close button from the plain list.

export const logsDrawerModel = setup({
  types: {
    events: {} as
      | { type: 'drawer.openButton' }
      | { type: 'drawer.closeButton' }
      | { type: 'drawer.escape' }
      | { type: 'filters.show' }
      | { type: 'filters.hide' }
      | { type: 'filters.apply' }
      | { type: 'filters.clear' }
      | { type: 'search.type' }
      | { type: 'search.clear' }
      | { type: 'logs.exportCsv' },
  },
}).createMachine({
  id: 'logsDrawerPage',
  initial: 'closed',
  states: {
    closed: { on: { 'drawer.openButton': 'open' } },
    open: {
      on: {
        'drawer.closeButton': 'closed',
        'drawer.escape': 'closed',
        'filters.show': 'filtersShown',
        'search.type': 'searched',
        'logs.exportCsv': 'open',
      },
    },
    searched: { on: { 'search.clear': 'open', 'logs.exportCsv': 'searched', 'drawer.escape': 'closed' } },
    filtersShown: { on: { 'filters.hide': 'open', 'filters.apply': 'filtered', 'drawer.escape': 'closed' } },
    filtered: { on: { 'filters.clear': 'filtersShown', 'logs.exportCsv': 'filtered', 'drawer.escape': 'closed' } },
  },
});

const CSV_HEADER = 'createdAt,level,entityType,entityId,action,message,event,userId,actor,id,metadata';

/** The drawer over /dashboard for a user whose log holds one sign-in and a creation per workspace named. */
export function logsDrawerPage(page: Page, names: readonly string[]): PageModel<typeof logsDrawerModel> {
  const workspaces = names.length;
  const total = workspaces + 1;
  const button = page.getByRole('button', { name: 'Activity log' });
  const drawer = page.getByRole('dialog', { name: 'Activity log' });
  // Headless UI's dialog root reads as hidden to Playwright (its panel is fixed): check the heading.
  const heading = drawer.getByRole('heading', { name: 'Activity log' });
  // Log rows have cells; the day headings above them have only a header cell.
  const rows = drawer.getByRole('table', { name: 'Activity logs' }).locator('tbody > tr:has(td)');
  const search = drawer.getByRole('searchbox', { name: 'Search logs' });
  const filters = drawer.getByRole('form', { name: 'Log filters' });
  const applied = drawer.getByText(/^\d+ filters? applied$/);
  const everyRow = async () => {
    await expect(heading).toBeVisible();
    await expect(rows).toHaveCount(total);
    await expect(applied).toHaveCount(0);
  };

  return {
    machine: logsDrawerModel,
    reset: async () => {
      await page.goto('/dashboard');
      await page.bringToFront();
      await expect(button).toBeVisible();
    },
    states: {
      closed: async () => {
        await expect(heading).toBeHidden();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
      },
      open: async () => {
        await everyRow();
        await expect(drawer.getByRole('button', { name: 'Show filters' })).toHaveAttribute('aria-expanded', 'false');
        await expect(filters).toBeHidden();
        await expect(search).toHaveValue('');
      },
      searched: async () => {
        await expect(rows).toHaveCount(1);
        await expect(rows).toContainText(`You created the workspace “${names[0]}”`);
        await expect(drawer.getByText('1 match', { exact: true })).toBeVisible();
      },
      filtersShown: async () => {
        await everyRow();
        await expect(drawer.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
        await expect(filters.getByLabel('Entity type')).toHaveValue('');
      },
      filtered: async () => {
        await expect(filters).toBeVisible();
        await expect(applied).toHaveText('1 filter applied');
        await expect(rows).toHaveCount(workspaces);
        for (const row of await rows.all()) await expect(row).toContainText('Workspace created');
      },
    },
    events: drawerEvents(page, total, names),
  };
}

function drawerEvents(
  page: Page,
  total: number,
  names: readonly string[],
): PageModel<typeof logsDrawerModel>['events'] {
  const workspaces = names.length;
  const drawer = page.getByRole('dialog', { name: 'Activity log' });
  const search = drawer.getByRole('searchbox', { name: 'Search logs' });
  const filters = drawer.getByRole('form', { name: 'Log filters' });
  return {
    'drawer.openButton': async () => {
      await page.bringToFront();
      await page.getByRole('button', { name: 'Activity log' }).click();
    },
    'drawer.closeButton': async () => {
      await page.bringToFront();
      await drawer.getByRole('button', { name: 'Close activity log' }).click();
    },
    'drawer.escape': async () => {
      await page.bringToFront();
      await page.keyboard.press('Escape');
    },
    'filters.show': () => drawer.getByRole('button', { name: 'Show filters' }).click(),
    'filters.hide': () => drawer.getByRole('button', { name: 'Hide filters' }).click(),
    'filters.apply': async () => {
      await filters.getByLabel('Entity type').selectOption('workspace');
      await filters.getByRole('button', { name: 'Apply Filters' }).click();
    },
    'filters.clear': () => filters.getByRole('button', { name: 'Clear' }).click(),
    // Upper case: the server's search ignores case.
    'search.type': () => search.fill(names[0].toUpperCase()),
    'search.clear': () => search.fill(''),
    // The file is the only sign of an export, so this step reads it: one line per matching row.
    'logs.exportCsv': async ({ state }) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        drawer.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^activity-logs-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
      expect(lines[0]).toBe(CSV_HEADER);
      const matching = state.matches('searched') ? 1 : state.matches('filtered') ? workspaces : total;
      expect(lines).toHaveLength(1 + matching);
      expect(lines.filter((line) => line.includes(',workspace.created,'))).toHaveLength(Math.min(matching, workspaces));
    },
  };
}
