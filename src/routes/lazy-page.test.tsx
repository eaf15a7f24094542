import { render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';

const Page = () => <h1>Datasets</h1>;
const module = { DatasetsPage: Page };

describe('lazyPage', () => {
  it("shows 'Loading page...' while the chunk loads, then the page", async () => {
    const page = lazyPage(
      () => Promise.resolve(module),
      (m) => m.DatasetsPage,
    );
    render(page.element);
    expect(screen.getByRole('status')).toHaveTextContent('Loading page...');
    expect(await screen.findByRole('heading', { name: 'Datasets' })).toBeInTheDocument();
  });

  it('draws a page whose chunk has arrived at once, with no loader in between', async () => {
    const page = lazyPage(
      () => Promise.resolve(module),
      (m) => m.DatasetsPage,
    );
    await page.handle.preload();
    render(page.element);
    expect(screen.getByRole('heading', { name: 'Datasets' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page...')).not.toBeInTheDocument();
  });

  it('loads the chunk again on the next try after a failed preload', async () => {
    let attempts = 0;
    const page = lazyPage(
      () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(module)),
      (m) => m.DatasetsPage,
    );
    await expect(page.handle.preload()).rejects.toThrow('offline');
    render(page.element);
    expect(await screen.findByRole('heading', { name: 'Datasets' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
