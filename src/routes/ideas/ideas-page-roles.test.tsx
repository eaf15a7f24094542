import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { WorkspaceRole } from '../../api/queries/members';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { coscientistApi } from '../../../tests/support/ui/coscientist-api';
import { ideaFixture, sessionFixture, WORKSPACE } from '../../../tests/support/ui/coscientist-fixtures';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { workspaceApi } from '../../../tests/support/ui/workspace-api';
import { IdeasPage } from './ideas-page';

// A session's ideas as each role sees them (docs/product.md, "What a viewer sees"): the moves and
// conversion are edits, so a viewer sees them shut with the server's words; reading stays open.

const server = setupApiServer(http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())));
const SESSION = sessionFixture(1, { status: 'completed' });
const IDEAS = [
  ideaFixture(1, { title: 'Drought microbes', status: 'selected', eloRating: 1500 }),
  ideaFixture(2, { title: 'Fungal networks', status: 'selected', eloRating: 1400 }),
];
const VIEWER_REASON = 'Only editors and owners of this workspace can do this. You are a viewer.';

async function tickAllAs(role: WorkspaceRole) {
  const workspace = { ...WORKSPACE, role };
  server.use(...workspaceApi([workspace]).handlers, ...coscientistApi({ sessions: [SESSION], ideas: IDEAS }).handlers);
  const user = userEvent.setup({ delay: null });
  renderRoutes([{ path: '/workspaces/ideas/:sessionId', element: <IdeasPage /> }], `/workspaces/ideas/${SESSION.id}`);
  await user.click(await screen.findByRole('checkbox', { name: 'Select all shown ideas' }));
  if (role === 'viewer') await screen.findAllByText(VIEWER_REASON);
  return { user, toolbar: screen.getByRole('toolbar', { name: 'Actions on selected ideas' }) };
}

describe('a session’s ideas, by role', () => {
  it('shows a viewer Convert disabled with the reason, and leaves reading open', async () => {
    const { user, toolbar } = await tickAllAs('viewer');
    const convert = await within(toolbar).findByRole('button', { name: 'Convert to experiments' });
    expect(convert).toBeDisabled();
    expect(convert).toHaveAccessibleDescription(VIEWER_REASON);
    expect(within(toolbar).getByRole('button', { name: 'Archive' })).toBeDisabled();
    // Said once for the whole bar, not once per button.
    expect(within(toolbar).getAllByText(VIEWER_REASON)).toHaveLength(1);
    expect(within(toolbar).getByRole('button', { name: 'Preview workflow' })).toBeEnabled();
    expect(within(toolbar).getByRole('button', { name: 'Suggest datasets' })).toBeEnabled();
    // Their own stars are an edit too: shown, not pickable.
    const stars = screen.getByRole('radiogroup', { name: "Your rating of 'Drought microbes'" });
    expect(within(stars).getByRole('radio', { name: 'Rate 3 out of 5 stars' })).toBeDisabled();
    expect(stars).toHaveAccessibleDescription(VIEWER_REASON);

    await user.click(within(toolbar).getByRole('button', { name: 'Compare ideas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare ideas' });
    const record = within(dialog).getByRole('button', { name: 'Record your verdict' });
    expect(record).toBeDisabled();
    expect(record).toHaveAccessibleDescription(VIEWER_REASON);
  });

  it.each(['editor', 'owner'] as const)('offers an %s Convert, enabled and unexplained', async (role) => {
    const { toolbar } = await tickAllAs(role);
    const convert = await within(toolbar).findByRole('button', { name: 'Convert to experiments' });
    expect(convert).toBeEnabled();
    expect(convert).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/You are an? /)).not.toBeInTheDocument();
  });
});
