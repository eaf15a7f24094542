import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScrollRegion } from './scroll-region';

describe('ScrollRegion', () => {
  it('is a region named for what it holds, which the keyboard reaches with Tab', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <ScrollRegion label="Recent runs, scrollable">
          <table>
            <caption>Recent runs</caption>
            <tbody>
              <tr>
                <td>run-1</td>
              </tr>
            </tbody>
          </table>
        </ScrollRegion>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Recent runs, scrollable' });
    expect(region).toContainElement(screen.getByRole('table', { name: 'Recent runs' }));
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(region).toHaveFocus();
  });

  it('scrolls sideways inside itself, positioned so hidden labels scroll with it, down too past a height, framed unless a card frames it', () => {
    render(
      <>
        <ScrollRegion label="Wide">wide</ScrollRegion>
        <ScrollRegion label="Tall" maxHeight="max-h-96" className="bg-surface">
          tall
        </ScrollRegion>
        <ScrollRegion label="In a card" framed={false}>
          bare
        </ScrollRegion>
      </>,
    );
    const wide = screen.getByRole('region', { name: 'Wide' });
    expect(wide).toHaveClass('relative', 'max-w-full', 'overflow-x-auto', 'border');
    expect(wide).not.toHaveClass('overflow-y-auto');
    expect(screen.getByRole('region', { name: 'Tall' })).toHaveClass(
      'overflow-x-auto',
      'max-h-96',
      'overflow-y-auto',
      'bg-surface',
    );
    expect(screen.getByRole('region', { name: 'In a card' })).not.toHaveClass('border');
  });
});
