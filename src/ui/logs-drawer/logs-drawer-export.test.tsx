import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { localDateStamp } from '../../domain/activity-export';
import { setupApiServer } from '../../../tests/support/ui/api-server';
import { logFixture, logsApi } from './logs-api.test-support';
import { DRAWER_TEST_TIMEOUT_MS, renderDrawer } from './logs-drawer.test-support';

const ROWS = Array.from({ length: 150 }, (_, i) =>
  logFixture(i + 1, { message: i === 0 ? 'Renamed "A, B"\nto C' : `Row ${i + 1}` }),
);
const server = setupApiServer();

interface Saved {
  fileName: string;
  blob: Blob;
}

/** jsdom has no object URLs and cannot navigate: capture what would have been downloaded. */
function captureDownloads(): Saved[] {
  const blobs = new Map<string, Blob>();
  const saved: Saved[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

async function openDrawer() {
  const api = logsApi(ROWS);
  server.use(api.handler);
  const user = userEvent.setup({ delay: null });
  renderDrawer();
  await user.click(screen.getByRole('button', { name: 'Activity log' }));
  await screen.findByRole('table', { name: 'Activity logs' });
  return { user, api };
}

describe('Activity-log exports', { timeout: DRAWER_TEST_TIMEOUT_MS }, () => {
  it('Export CSV fetches every row, 100 at a time, and saves a dated CSV', async () => {
    const saved = captureDownloads();
    const { user, api } = await openDrawer();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.queries.filter((q) => q.limit === '100').map((q) => q.offset)).toEqual(['0', '100']);
    expect(saved[0].fileName).toBe(`activity-logs-${localDateStamp(new Date())}.csv`);
    const csv = Papa.parse<Record<string, string>>(await saved[0].blob.text(), { header: true, skipEmptyLines: true });
    expect(csv.data).toHaveLength(150);
    expect(csv.data[0]).toMatchObject({
      message: 'Renamed "A, B"\nto C',
      level: 'Info',
      action: 'Workspace created',
      event: 'workspace.created',
    });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('Export JSON saves {exportedAt, total, items} with every row', async () => {
    const saved = captureDownloads();
    const { user, api } = await openDrawer();
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].fileName).toBe(`activity-logs-${localDateStamp(new Date())}.json`);
    expect(saved[0].blob.type).toBe('application/json');
    const body = JSON.parse(await saved[0].blob.text());
    expect(body).toEqual({ exportedAt: expect.any(String), total: 150, items: ROWS });
    expect(api.queries.filter((q) => q.limit === '100')).toHaveLength(2);
  });
});
