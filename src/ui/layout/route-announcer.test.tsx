import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { PageTitleProvider, useCurrentPageTitle, usePageTitle } from './page-title';
import { MAIN_HEADING_ID, RouteAnnouncer } from './route-announcer';

function Heading() {
  return (
    <h1 id={MAIN_HEADING_ID} tabIndex={-1}>
      {useCurrentPageTitle()}
    </h1>
  );
}

function Page({ title, to }: { title: string; to: string }) {
  usePageTitle(title);
  return <Link to={to}>Go to {to}</Link>;
}

function renderApp(start = '/one', before: string[] = []) {
  render(
    <MemoryRouter initialEntries={[...before, start]}>
      <PageTitleProvider>
        <Heading />
        <Routes>
          <Route path="/one" element={<Page title="First page" to="/two" />} />
          <Route path="/a" element={<Page title="Same name" to="/b" />} />
          <Route path="/b" element={<Page title="Same name" to="/a" />} />
          <Route path="/two" element={<Page title="Second page" to="/one" />} />
        </Routes>
        <RouteAnnouncer />
      </PageTitleProvider>
    </MemoryRouter>,
  );
}

describe('RouteAnnouncer', () => {
  it('leaves the first load alone', () => {
    renderApp();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('heading', { name: 'First page' })).not.toHaveFocus();
  });

  it('treats arriving from outside the shell (sign-in) as a navigation', () => {
    renderApp('/two', ['/login']);
    expect(screen.getByRole('heading', { name: 'Second page' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Second page, page loaded');
  });

  it('moves focus to the main heading and announces the page after a navigation', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Go to /two' }));
    expect(screen.getByRole('heading', { name: 'Second page' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Second page, page loaded');
    await user.click(screen.getByRole('link', { name: 'Go to /one' }));
    expect(screen.getByRole('status')).toHaveTextContent('First page, page loaded');
  });

  it('still announces a page that has the same name as the last one, once it has settled', async () => {
    const user = userEvent.setup();
    renderApp('/a');
    await user.click(screen.getByRole('link', { name: 'Go to /b' }));
    expect(screen.getByRole('heading', { name: 'Same name' })).toHaveFocus();
    expect(await screen.findByText('Same name, page loaded', {}, { timeout: 3_000 })).toBeInTheDocument();
  });
});
