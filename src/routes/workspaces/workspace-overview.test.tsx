import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localDateStamp } from '../../domain/activity-export';
import { setupApiServer } from '../../../tests/support/ui/api-server';
import { coscientistApi } from '../../../tests/support/ui/coscientist-api';
import { goalFixture, ideaFixture, sessionFixture, WORKSPACE } from '../../../tests/support/ui/coscientist-fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { WorkspaceOverview } from './workspace-overview';

const server = setupApiServer();
const SESSION = sessionFixture(1, { status: 'completed' });

function captureDownloads() {
  const saved: Array<{ fileName: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
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

describe('WorkspaceOverview', () => {
  it('shows the latest session’s top-rated ideas and exports the workspace as markdown', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = captureDownloads();
    const ideas = [1300, 0, 1500, 1100, 1250, 1400, 1200].map((eloRating, i) =>
      ideaFixture(i + 1, { title: `Idea ${i + 1}`, eloRating }),
    );
    server.use(
      ...coscientistApi({ goals: [goalFixture(1, { title: 'Drought microbes' })], sessions: [SESSION], ideas })
        .handlers,
    );
    renderRoutes([{ path: '/w', element: <WorkspaceOverview workspace={WORKSPACE} /> }], '/w');

    const top = await screen.findByRole('list', { name: 'Top-rated ideas (latest session)' });
    expect(
      within(top)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Idea 3', 'Idea 6', 'Idea 1', 'Idea 5', 'Idea 7']);

    await user.click(screen.getByRole('button', { name: 'Export workspace (Markdown)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].fileName).toBe(`workspace-${localDateStamp(new Date())}.md`);
    const md = await saved[0].blob.text();
    expect(md).toContain('# Soil lab');
    expect(md).toContain('### Drought microbes');
    expect(md).toContain('| Completed | 7 |');
    expect(md).toContain('1. Idea 3 (Elo 1500');
  });

  it('shows no top-rated card before the first session', async () => {
    server.use(...coscientistApi().handlers);
    renderRoutes([{ path: '/w', element: <WorkspaceOverview workspace={WORKSPACE} /> }], '/w');
    expect(await screen.findByRole('button', { name: 'Export workspace (Markdown)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByText(/Top-rated ideas/)).not.toBeInTheDocument();
  });
});
