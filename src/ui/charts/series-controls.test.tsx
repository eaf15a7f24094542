import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DEFAULT_SERIES_VIEW, SeriesControls, xAxisLabel, type SeriesView } from './series-controls';

/** The controls as a page holds them, with the view it was last given. */
function renderControls(start: SeriesView = DEFAULT_SERIES_VIEW) {
  const seen: SeriesView[] = [];
  function Page() {
    const [view, setView] = useState(start);
    return (
      <SeriesControls
        value={view}
        onChange={(next) => {
          seen.push(next);
          setView(next);
        }}
      />
    );
  }
  render(<Page />);
  return { last: () => seen.at(-1) };
}

describe('SeriesControls', () => {
  it('shows the view it is given: x by step, a linear scale, no smoothing by default', () => {
    renderControls();
    const xAxis = within(screen.getByRole('group', { name: 'X axis' }));
    expect(xAxis.getByRole('radio', { name: 'Step' })).toBeChecked();
    expect(xAxis.getByRole('radio', { name: 'Time' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Log scale' })).not.toBeChecked();
    expect(screen.getByRole('slider', { name: 'Smoothing' })).toHaveValue('0');
    expect(screen.getByRole('spinbutton', { name: 'Smoothing weight' })).toHaveValue(0);
  });

  it('puts time on x and back, and turns the log scale on and off, keeping the rest', async () => {
    const user = userEvent.setup();
    const { last } = renderControls({ x: 'step', yScale: 'linear', smoothing: 0.4 });
    await user.click(screen.getByRole('radio', { name: 'Time' }));
    expect(last()).toEqual({ x: 'time', yScale: 'linear', smoothing: 0.4 });
    await user.click(screen.getByRole('checkbox', { name: 'Log scale' }));
    expect(last()).toEqual({ x: 'time', yScale: 'log', smoothing: 0.4 });
    await user.click(screen.getByRole('checkbox', { name: 'Log scale' }));
    await user.click(screen.getByRole('radio', { name: 'Step' }));
    expect(last()).toEqual({ x: 'step', yScale: 'linear', smoothing: 0.4 });
  });

  it('takes an exact smoothing weight, kept within 0 and 0.99, and shows it on the slider', async () => {
    const user = userEvent.setup();
    const { last } = renderControls();
    const weight = screen.getByRole('spinbutton', { name: 'Smoothing weight' });
    await user.tripleClick(weight);
    await user.keyboard('0.8');
    expect(last()?.smoothing).toBe(0.8);
    expect(screen.getByRole('slider', { name: 'Smoothing' })).toHaveValue('0.8');
    await user.tripleClick(weight);
    await user.keyboard('5');
    expect(last()?.smoothing).toBe(0.99);
    expect(screen.getByRole('slider', { name: 'Smoothing' })).toHaveValue('0.99');
    await user.clear(weight);
    expect(last()?.smoothing).toBe(0);
    expect(screen.getByRole('slider', { name: 'Smoothing' })).toHaveValue('0');
  });
});

describe('xAxisLabel', () => {
  it('names the x axis as the charts and their tables do', () => {
    expect(xAxisLabel('step')).toBe('Step');
    expect(xAxisLabel('time')).toBe('Time');
  });
});
