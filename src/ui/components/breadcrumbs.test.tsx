import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Breadcrumbs } from './breadcrumbs';

const GOAL = 'Improve the thermostability of a PETase enzyme for plastic recycling at 70 °C';

describe('Breadcrumbs', () => {
  it('ends a long name at a word with an ellipsis, and keeps it whole for a pointer and a screen reader', () => {
    render(
      <MemoryRouter>
        <Breadcrumbs
          crumbs={[{ label: 'Soil lab', to: '/workspaces/w1' }, { label: GOAL, to: '/goals/g1' }, { label: GOAL }]}
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: GOAL });
    expect(link).toHaveAttribute('title', GOAL);
    expect(link.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^Improve the thermostability of…$/);
    const current = screen.getByText(GOAL, { selector: '[aria-current="page"] > .sr-only' });
    expect(current.parentElement).toHaveAttribute('title', GOAL);
    // A short name is shown as it is, once.
    expect(screen.getByRole('link', { name: 'Soil lab' })).toHaveTextContent(/^Soil lab$/);
  });
});
