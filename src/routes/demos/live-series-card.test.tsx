import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LiveSeriesCard } from './live-series-card';

const liveCount = () => Number(screen.getByText(/points, a new one every 500 ms/).textContent?.split(' ')[0]);

describe('LiveSeriesCard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library flushes user-event's steps with a timer it only advances for a `jest` global.
    vi.stubGlobal('jest', { advanceTimersByTime: vi.advanceTimersByTime.bind(vi) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('adds a point every half second while the live series runs, and none once stopped', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(<LiveSeriesCard />);
    expect(liveCount()).toBe(20);
    await user.click(screen.getByRole('button', { name: 'Start live updates' }));
    act(() => vi.advanceTimersByTime(1_500));
    expect(liveCount()).toBe(23);
    await user.click(screen.getByRole('button', { name: 'Stop live updates' }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(liveCount()).toBe(23);
    expect(screen.getByRole('button', { name: 'Start live updates' })).toBeInTheDocument();
  });

  it('keeps only the latest 120 points of the live series', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(<LiveSeriesCard />);
    await user.click(screen.getByRole('button', { name: 'Start live updates' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(liveCount()).toBe(120);
    const rows = screen.getByRole('table', { name: 'Data for A live series' }).querySelectorAll('tbody tr');
    expect(rows[0].children[1].textContent).toBe('20');
    expect(rows[rows.length - 1].children[1].textContent).toBe('139');
  });
});
