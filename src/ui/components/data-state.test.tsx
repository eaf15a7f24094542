import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/errors';
import { DataState } from './data-state';

describe('DataState', () => {
  it('shows a spinner while loading', () => {
    render(<DataState isLoading>content</DataState>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('content')).not.toBeInTheDocument();
  });

  it('shows the error message in an alert, with an optional retry', async () => {
    const user = userEvent.setup({ delay: null });
    const retry = vi.fn();
    render(
      <DataState isLoading={false} error={new ApiError('Workspace not found', 404)} onRetry={retry}>
        content
      </DataState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Workspace not found');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("says 'No data available' when empty", () => {
    render(
      <DataState isLoading={false} isEmpty>
        content
      </DataState>,
    );
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });

  it('renders a custom empty state when given', () => {
    render(
      <DataState isLoading={false} isEmpty empty={<p>No workspaces yet</p>}>
        content
      </DataState>,
    );
    expect(screen.getByText('No workspaces yet')).toBeInTheDocument();
  });

  it('renders its children when there is data', () => {
    render(<DataState isLoading={false}>content</DataState>);
    expect(screen.getByText('content')).toBeInTheDocument();
  });
});
