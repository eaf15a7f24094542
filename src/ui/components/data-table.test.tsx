import { render, screen, within } from '@testing-library/react';
import { DataTable, type DataColumn } from './data-table';
import { stubNarrowScreen } from '../../../tests/support/ui/narrow-screen';

interface Experiment {
  id: string;
  name: string;
  status: string;
  workspace: string;
  accuracy: number;
}

const ROWS: Experiment[] = [
  { id: 'e1', name: 'Root nodules', status: 'Running', workspace: 'Soil', accuracy: 0.91 },
  { id: 'e2', name: 'Leaf stomata', status: 'Completed', workspace: 'Plants', accuracy: 0.78 },
];

const COLUMNS: DataColumn<Experiment>[] = [
  { id: 'name', header: 'Experiment', rowHeader: true, cell: (e) => <a href={`/experiments/${e.id}`}>{e.name}</a> },
  { id: 'status', header: 'Status', cell: (e) => e.status },
  { id: 'accuracy', header: <span>Accuracy ↑</span>, label: 'Accuracy', cell: (e) => e.accuracy.toFixed(2) },
  { id: 'workspace', header: 'Workspace', card: 'hidden', cell: (e) => e.workspace },
  {
    id: 'actions',
    header: <span className="sr-only">Actions</span>,
    label: 'Actions',
    card: 'action',
    cell: (e) => <button type="button">Delete {e.name}</button>,
  },
];

function renderTable(extra: Partial<Parameters<typeof DataTable<Experiment>>[0]> = {}) {
  return render(
    <DataTable
      rows={ROWS}
      columns={COLUMNS}
      caption="Experiments"
      getRowKey={(e) => e.id}
      rowProps={(e) => ({ 'aria-busy': e.status === 'Running' || undefined })}
      {...extra}
    />,
  );
}

describe('DataTable', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a captioned table in a named scroll region, the row header a th of the row, every column present', () => {
    renderTable();
    const region = screen.getByRole('region', { name: 'Experiments, scrollable' });
    const table = within(region).getByRole('table', { name: 'Experiments' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Experiment', 'Status', 'Accuracy ↑', 'Workspace', 'Actions']);
    const row = within(table).getByRole('row', { name: /Root nodules/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Root nodules');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Running', '0.91', 'Soil', 'Delete Root nodules']);
    expect(row).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('on a phone is a list of cards: the title link, the kept fields with their labels, actions, and no hidden column', () => {
    stubNarrowScreen();
    renderTable();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // Marked so the page's j/k shortcuts walk the cards as they walk rows (use-shortcuts.test.tsx).
    expect(screen.getByRole('list')).toHaveAttribute('data-row-list');
    const list = screen.getByRole('list', { name: 'Experiments' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: 'Root nodules' })).toHaveAttribute('href', '/experiments/e1');
    const labels = within(first)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    const values = within(first)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(labels).toEqual(['Status', 'Accuracy']);
    expect(values).toEqual(['Running', '0.91']);
    expect(within(first).getByRole('button', { name: 'Delete Root nodules' })).toBeInTheDocument();
    expect(within(first).queryByText('Soil')).not.toBeInTheDocument();
    expect(first).toHaveAttribute('aria-busy', 'true');
    expect(within(cards[1]!).getByRole('link', { name: 'Leaf stomata' })).toBeInTheDocument();
  });

  it('shows what it is given for no rows instead of an empty table or list', () => {
    renderTable({ rows: [], empty: <p>No experiments yet</p> });
    expect(screen.getByText('No experiments yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the card toolbar with the cards only: the table has its own headers', () => {
    const { unmount } = renderTable({ cardToolbar: <button type="button">Sort runs</button> });
    expect(screen.queryByRole('button', { name: 'Sort runs' })).not.toBeInTheDocument();
    unmount();
    stubNarrowScreen();
    renderTable({ cardToolbar: <button type="button">Sort runs</button> });
    expect(screen.getByRole('button', { name: 'Sort runs' })).toBeInTheDocument();
  });

  it('shows an opened row’s details in a full-width row under it, and at the foot of its card on a phone', () => {
    const expansion = (e: Experiment) => (e.id === 'e2' ? <p>Stomata details</p> : null);
    const { unmount } = renderTable({ expansion });
    const rows = within(screen.getByRole('table', { name: 'Experiments' })).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveTextContent('Stomata details');
    expect(within(rows[3]).getByRole('cell')).toHaveAttribute('colspan', String(COLUMNS.length));
    unmount();
    stubNarrowScreen();
    renderTable({ expansion });
    const cards = within(screen.getByRole('list', { name: 'Experiments' })).getAllByRole('listitem');
    expect(cards[1]).toHaveTextContent('Stomata details');
    expect(cards[0]).not.toHaveTextContent('Stomata details');
  });
});
