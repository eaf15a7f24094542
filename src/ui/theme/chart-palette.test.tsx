import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHART_PALETTE, chartColorVar } from './chart-palette';

// Read from disk: the test runner does not hand CSS to tests as text.
const css = readFileSync(resolve(import.meta.dirname, '../styles.css'), 'utf8');

describe('chart palette', () => {
  it('has eight colours, mirrored as CSS variables', () => {
    expect(CHART_PALETTE).toHaveLength(8);
    CHART_PALETTE.forEach((colour, i) => {
      expect(css).toContain(`--chart-${i + 1}: ${colour};`);
    });
  });

  it('wraps the variable index after eight series', () => {
    expect(chartColorVar(0)).toBe('var(--chart-1)');
    expect(chartColorVar(9)).toBe('var(--chart-2)');
  });
});
