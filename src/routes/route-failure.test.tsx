import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouteFailure } from './route-failure';

function Broken(): never {
  throw new Error('The shell failed');
}

describe('RouteFailure', () => {
  it("replaces the router's developer page with words, a reload and what failed", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', errorElement: <RouteFailure />, element: <Broken /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Labforge could not show this page' })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(screen.getByText('What failed'));
    expect(screen.getByText(/Error: The shell failed/)).toBeVisible();
    vi.mocked(console.error).mockClear();
  });
});
