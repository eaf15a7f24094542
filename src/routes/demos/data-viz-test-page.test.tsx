import { render, screen, within } from '@testing-library/react';
import { DataVizTestPage } from './data-viz-test-page';

// The readout's terms and their values, as a sighted user reads them.
const readout = () => {
  const list = screen.getByText('Raw points').closest('dl')!;
  return Object.fromEntries(
    Array.from(list.querySelectorAll('div'), (pair) => [
      pair.querySelector('dt')?.textContent,
      pair.querySelector('dd')?.textContent,
    ]),
  );
};

// Each test draws the whole page, 100,000 points included: slow on a busy machine (a hang guard).
describe('DataVizTestPage', { timeout: 20_000 }, () => {
  it('downsamples 100,000 points to the width and says how many were drawn and how long it took', () => {
    render(<DataVizTestPage />);
    expect(document.title).toBe('Data visualisation test · Labforge');
    const values = readout();
    expect(values['Raw points']).toBe('100,000');
    const drawn = Number(values['Drawn points']?.replace(/,/g, ''));
    expect(drawn).toBeGreaterThan(100);
    expect(drawn).toBeLessThan(1_000);
    expect(values['Downsampling time']).toMatch(/^\d+(\.\d)? ms$/);
    expect(screen.getByRole('figure', { name: 'A 100,000-point signal' })).toHaveTextContent(
      `Showing ${values['Drawn points']} of 100,000 points, downsampled to fit the width.`,
    );
  });

  it('has a live series to start', () => {
    render(<DataVizTestPage />);
    expect(screen.getByRole('figure', { name: 'A live series' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start live updates' })).toBeInTheDocument();
  });

  it('shows each edge case, and every chart without data, in words', () => {
    render(<DataVizTestPage />);
    const edge = (name: string) => screen.getByRole('figure', { name: `Edge case: ${name}` });
    expect(edge('Empty')).toHaveTextContent('No data to plot');
    expect(
      within(edge('Single point')).getByRole('img', { name: 'Edge case: Single point' }).querySelector('circle'),
    ).not.toBeNull();
    expect(edge('Missing and infinite values')).toHaveTextContent(
      '3 points could not be plotted (missing or infinite values).',
    );
    expect(within(edge('All values equal')).getAllByRole('row')).toHaveLength(13);
    expect(edge('Negative values on a log scale')).toHaveTextContent(
      '2 points at or below zero cannot be shown on a log scale.',
    );
    expect(edge('Only negative values on a log scale')).toHaveTextContent(
      'No values above zero to plot on a log scale',
    );
    for (const name of [
      'Area chart without data',
      'Bar chart without data',
      'Histogram without data',
      'Parallel coordinates without data',
    ]) {
      expect(screen.getByRole('figure', { name })).toHaveTextContent('No data to plot');
    }
    expect(screen.getByRole('figure', { name: 'Scatter chart of values it cannot draw' })).toHaveTextContent(
      '2 points could not be plotted (missing or infinite values).',
    );
    expect(screen.getByRole('figure', { name: 'Heat map with missing cells' })).toHaveTextContent(
      '2 cells could not be plotted (missing or infinite values).',
    );
  });
});
