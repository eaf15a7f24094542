import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toPaged } from '../../domain/paging';
import { Pagination } from './pagination';

const RUNS = { one: 'run', other: 'runs' };
const meta = (total: number, page: number) => toPaged(Array.from({ length: 20 }), total, (page - 1) * 20, 20);

describe('Pagination', () => {
  it('counts an exact total as it is', () => {
    render(<Pagination meta={meta(45, 2)} onPage={vi.fn()} noun={RUNS} label="Runs pages" />);
    const nav = screen.getByRole('navigation', { name: 'Runs pages' });
    expect(nav).toHaveTextContent('45 runs');
    expect(nav).toHaveTextContent('Page 2 of 3');
  });

  it("says 'About' before a total the server only estimated, and of its pages", () => {
    const estimated = { ...meta(123_456, 1), totalEstimated: true };
    render(<Pagination meta={estimated} onPage={vi.fn()} noun={RUNS} label="Runs pages" />);
    const nav = screen.getByRole('navigation', { name: 'Runs pages' });
    expect(nav).toHaveTextContent(`About ${(123_456).toLocaleString()} runs`);
    expect(nav).toHaveTextContent(`Page 1 of about ${(6_173).toLocaleString()}`);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('counts one in the singular', () => {
    render(<Pagination meta={meta(1, 1)} onPage={vi.fn()} noun={RUNS} label="Runs pages" />);
    expect(screen.getByRole('navigation', { name: 'Runs pages' })).toHaveTextContent(/^1 run$/);
  });
});
