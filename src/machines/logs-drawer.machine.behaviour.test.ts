import { createActor, waitFor } from 'xstate';
import { EMPTY_LOG_FILTERS, LOG_POLL_INTERVAL_MS, LOG_SEARCH_DEBOUNCE_MS } from '../domain/activity-logs';
import { logsDrawerMachine } from './logs-drawer.machine';
import { initialLogsDrawerContext, type LogsDrawerEmitted } from './logs-drawer.types';
import { controlledActors, FAILURE, FILE, logRow, PAGE } from './logs-drawer.test-support';

function openDrawer() {
  const control = controlledActors();
  const actor = createActor(logsDrawerMachine.provide({ actors: control.actors })).start();
  actor.send({ type: 'drawer.open' });
  const loaded = async (page = PAGE) => {
    control.pending.loadLogs?.resolve(page);
    return waitFor(actor, (s) => s.matches({ open: { list: 'idle' } }));
  };
  return { actor, ...control, loaded };
}

describe('logs drawer machine', () => {
  it('opens on the first page of 50 with no filters', async () => {
    const { actor, inputs, loaded } = openDrawer();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(inputs.loadLogs).toEqual([{ query: {}, page: 0, pageSize: 50 }]);
    const snapshot = await loaded();
    expect(snapshot.context).toMatchObject({ items: PAGE.items, total: 120, loaded: true, error: null });
  });

  it('applies the drafted filters only on filters.apply, back on page 0', async () => {
    const { actor, inputs, loaded } = openDrawer();
    await loaded();
    actor.send({ type: 'page.next' });
    await loaded();
    expect(actor.getSnapshot().context.page).toBe(1);
    actor.send({ type: 'filters.edit', patch: { level: 'error', endDate: '2026-11-22' } });
    expect(inputs.loadLogs).toHaveLength(2);
    actor.send({ type: 'filters.apply' });
    expect(actor.getSnapshot().context.page).toBe(0);
    expect(inputs.loadLogs.at(-1)).toEqual({
      query: { level: 'error', endDate: new Date(2026, 10, 22, 23, 59, 59, 999).toISOString() },
      page: 0,
      pageSize: 50,
    });
  });

  it('clear resets every filter, drafted and applied, and reloads from page 0', async () => {
    const { actor, inputs, loaded } = openDrawer();
    await loaded();
    actor.send({
      type: 'filters.edit',
      patch: { level: 'warning', action: 'workspace.created', entityType: 'workspace' },
    });
    actor.send({ type: 'filters.apply' });
    await loaded();
    actor.send({ type: 'filters.edit', patch: { entityId: 'abc' } });
    actor.send({ type: 'filters.clear' });
    expect(actor.getSnapshot().context).toMatchObject({
      draft: EMPTY_LOG_FILTERS,
      applied: EMPTY_LOG_FILTERS,
      page: 0,
    });
    expect(inputs.loadLogs.at(-1)).toEqual({ query: {}, page: 0, pageSize: 50 });
  });

  it('a page size change reloads from page 0; next and previous stay within the total', async () => {
    const { actor, inputs, loaded } = openDrawer();
    await loaded({ items: [logRow(1)], total: 60 });
    expect(actor.getSnapshot().can({ type: 'page.previous' })).toBe(false);
    actor.send({ type: 'page.next' });
    await loaded({ items: [logRow(1)], total: 60 });
    expect(actor.getSnapshot().can({ type: 'page.next' })).toBe(false);
    actor.send({ type: 'pageSize.change', pageSize: 25 });
    expect(inputs.loadLogs.at(-1)).toEqual({ query: {}, page: 0, pageSize: 25 });
  });

  it('closing resets filters, page, page size, search and expanded rows', async () => {
    const { actor, inputs, loaded } = openDrawer();
    await loaded();
    actor.send({ type: 'filters.togglePanel' });
    actor.send({ type: 'filters.edit', patch: { level: 'error' } });
    actor.send({ type: 'filters.apply' });
    await loaded();
    actor.send({ type: 'pageSize.change', pageSize: 25 });
    await loaded();
    actor.send({ type: 'page.next' });
    await loaded();
    actor.send({ type: 'search.change', search: 'alpha' });
    actor.send({ type: 'row.toggle', id: logRow(1).id });
    expect(actor.getSnapshot().context.expandedIds).toEqual([logRow(1).id]);
    actor.send({ type: 'drawer.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toEqual(initialLogsDrawerContext);
    actor.send({ type: 'drawer.toggle' });
    expect(inputs.loadLogs.at(-1)).toEqual({ query: {}, page: 0, pageSize: 50 });
  });

  it('polls every 5000 ms while open, and never once closed', async () => {
    vi.useFakeTimers();
    const { actor, inputs, loaded } = openDrawer();
    await loaded();
    vi.advanceTimersByTime(LOG_POLL_INTERVAL_MS - 1);
    expect(inputs.loadLogs).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(inputs.loadLogs).toHaveLength(2);
    await loaded();
    vi.advanceTimersByTime(LOG_POLL_INTERVAL_MS);
    expect(inputs.loadLogs).toHaveLength(3);
    await loaded();
    actor.send({ type: 'drawer.close' });
    vi.advanceTimersByTime(10 * LOG_POLL_INTERVAL_MS);
    expect(inputs.loadLogs).toHaveLength(3);
    vi.useRealTimers();
  });

  it('searches the server once typing pauses, from the first page, and keeps the search for every load', async () => {
    vi.useFakeTimers();
    const { actor, inputs, loaded } = openDrawer();
    await loaded();
    actor.send({ type: 'page.next' });
    await loaded();
    actor.send({ type: 'row.toggle', id: logRow(1).id });
    actor.send({ type: 'search.change', search: 'al' });
    vi.advanceTimersByTime(LOG_SEARCH_DEBOUNCE_MS - 1);
    actor.send({ type: 'search.change', search: ' alpha ' }); // still typing: the wait starts again
    vi.advanceTimersByTime(LOG_SEARCH_DEBOUNCE_MS - 1);
    expect(inputs.loadLogs).toHaveLength(2);
    expect(actor.getSnapshot().context).toMatchObject({ search: ' alpha ', page: 0, expandedIds: [] });
    vi.advanceTimersByTime(1);
    expect(inputs.loadLogs.at(-1)).toEqual({ query: { q: 'alpha' }, page: 0, pageSize: 50 });
    await loaded({ items: [logRow(1)], total: 12 });
    actor.send({ type: 'page.next' }); // 12 matches: a single page
    actor.send({ type: 'filters.edit', patch: { level: 'error' } });
    actor.send({ type: 'filters.apply' });
    expect(inputs.loadLogs.at(-1)).toEqual({ query: { level: 'error', q: 'alpha' }, page: 0, pageSize: 50 });
    actor.send({ type: 'export.start', format: 'csv' });
    expect(inputs.exportLogs).toEqual([{ query: { level: 'error', q: 'alpha' }, format: 'csv' }]);
    vi.useRealTimers();
  });

  it('typing drops the page request in flight; clearing the box asks for everything again', async () => {
    vi.useFakeTimers();
    const { actor, pending, inputs, loaded } = openDrawer();
    await loaded();
    actor.send({ type: 'search.change', search: 'beta' });
    vi.advanceTimersByTime(LOG_SEARCH_DEBOUNCE_MS);
    const inFlight = pending.loadLogs!;
    actor.send({ type: 'search.change', search: '' });
    expect(inFlight.signal.aborted).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    vi.advanceTimersByTime(LOG_SEARCH_DEBOUNCE_MS);
    expect(inputs.loadLogs.at(-1)).toEqual({ query: {}, page: 0, pageSize: 50 });
    vi.useRealTimers();
  });

  it('a reload cancels the request it replaces', async () => {
    const { actor, pending, inputs } = openDrawer();
    const first = pending.loadLogs!;
    actor.send({ type: 'logs.refresh' });
    expect(first.signal.aborted).toBe(true);
    expect(inputs.loadLogs).toHaveLength(2);
  });

  it('keeps the last page and says why when a load fails; the next success clears it', async () => {
    const { actor, pending, loaded } = openDrawer();
    await loaded();
    actor.send({ type: 'logs.refresh' });
    pending.loadLogs?.reject(FAILURE);
    const failed = await waitFor(actor, (s) => s.context.error !== null);
    expect(failed.context.error).toBe('Failed to load logs: Database unavailable');
    expect(failed.context.items).toEqual(PAGE.items);
    actor.send({ type: 'logs.refresh' });
    expect((await loaded()).context.error).toBeNull();
  });

  it('exports every matching row under the applied filters, beside the polling', async () => {
    const { actor, pending, inputs, loaded } = openDrawer();
    await loaded();
    const files: LogsDrawerEmitted[] = [];
    actor.on('export.ready', (event) => files.push(event));
    actor.send({ type: 'filters.edit', patch: { level: 'error' } }); // drafted, not applied
    actor.send({ type: 'export.start', format: 'json' });
    expect(actor.getSnapshot().hasTag('exporting')).toBe(true);
    expect(inputs.exportLogs).toEqual([{ query: {}, format: 'json' }]);
    actor.send({ type: 'export.start', format: 'csv' }); // ignored while one runs
    actor.send({ type: 'logs.refresh' }); // a reload does not cancel the export
    pending.exportLogs?.resolve(FILE);
    await waitFor(actor, (s) => !s.hasTag('exporting'));
    expect(files).toEqual([{ type: 'export.ready', file: FILE }]);
    expect(inputs.exportLogs).toHaveLength(1);
  });

  it('keeps an export failure for the view and clears it on the next try', async () => {
    const { actor, pending } = openDrawer();
    actor.send({ type: 'export.start', format: 'csv' });
    pending.exportLogs?.reject(FAILURE);
    const failed = await waitFor(actor, (s) => s.context.exportError !== null);
    expect(failed.context.exportError).toBe('Failed to load logs: Database unavailable');
    actor.send({ type: 'export.start', format: 'csv' });
    expect(actor.getSnapshot().context.exportError).toBeNull();
  });
});
