import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StarRatingInput } from './star-rating-input';

function Rated({ initial = null, onChange }: { initial?: number | null; onChange: (stars: number | null) => void }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <StarRatingInput
      label="Your rating"
      value={value}
      onChange={(stars) => {
        setValue(stars);
        onChange(stars);
      }}
    />
  );
}

const star = (n: number) => screen.getByRole('radio', { name: `Rate ${n} out of 5 stars` });

describe('StarRatingInput', () => {
  it('is a group of five stars named for what each one rates, none chosen before a rating', () => {
    render(<Rated onChange={vi.fn()} />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    for (const n of [1, 2, 3, 4, 5]) expect(star(n)).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Clear your rating' })).not.toBeInTheDocument();
  });

  it('rates with a click on a star, and clears with the clear button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Rated onChange={onChange} />);
    await user.click(star(4));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(star(4)).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear your rating' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(star(4)).not.toBeChecked();
  });

  it('moves the rating with the arrow keys once the group has focus', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Rated initial={3} onChange={onChange} />);
    await user.tab();
    expect(star(3)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(star(4)).toBeChecked();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(star(2)).toHaveFocus();
  });

  it('picks a star with Space when no rating is chosen yet', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Rated onChange={onChange} />);
    await user.tab();
    expect(star(1)).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('changes nothing while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StarRatingInput label="Your rating" value={2} onChange={onChange} disabled />);
    await user.click(star(5));
    expect(onChange).not.toHaveBeenCalled();
    expect(star(2)).toBeChecked();
  });
});
