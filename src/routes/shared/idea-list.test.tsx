// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- scrolling is no user-event action (see below)
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ideaRanks } from '../../domain/idea-filters';
import { ideaFixture } from '../../../tests/support/ui/coscientist-fixtures';
import { Providers } from '../../../tests/support/ui/render';
import { IDEA_ROW_HEIGHT } from './idea-columns';
import { IdeaList } from './idea-list';

const MANY = Array.from({ length: 10_000 }, (_, i) => ideaFixture(i + 1, { eloRating: 3000 - i * 0.1 }));

function renderMany() {
  render(
    <Providers>
      <MemoryRouter>
        <IdeaList ideas={MANY} ranks={ideaRanks(MANY)} hrefFor={(idea) => `/ideas/${idea.id}`} />
      </MemoryRouter>
    </Providers>,
  );
  const table = screen.getByRole('table', { name: 'Ideas' });
  const bodyRows = () => within(table).getAllByRole('row').slice(1);
  return { table, bodyRows };
}

describe('IdeaList with 10,000 ideas', () => {
  it('keeps only a window of rows in the DOM while announcing all of them', () => {
    const { table, bodyRows } = renderMany();
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(within(rows[0]).getByRole('link')).toHaveTextContent('Idea 1');
    expect(within(rows[0]).getByRole('cell', { name: '#1' })).toBeInTheDocument();
  });

  it('moves the window when the list scrolls', () => {
    const { table, bodyRows } = renderMany();
    const viewport = within(table).getAllByRole('rowgroup')[1];
    viewport.scrollTop = IDEA_ROW_HEIGHT * 5_000;
    // user-event cannot scroll; the virtualizer listens for the scroll event itself.
    fireEvent.scroll(viewport);
    const rows = bodyRows();
    expect(rows.length).toBeLessThan(40);
    const indexes = rows.map((row) => Number(row.getAttribute('aria-rowindex')));
    expect(Math.min(...indexes)).toBeGreaterThan(4_900);
    expect(screen.getByRole('link', { name: 'Idea 5001' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Idea 1' })).not.toBeInTheDocument();
  });
});
