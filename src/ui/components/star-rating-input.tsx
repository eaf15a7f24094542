import { useId, useState } from 'react';
import { rateLabel, STAR_CHOICES } from '../../domain/user-rating';
import { cx } from './cx';
import { IconButton } from './icon-button';
import { Star } from './star-rating';

interface StarRatingInputProps {
  /** Whole stars 1–5, or null when unrated. */
  value: number | null;
  /** Called with the stars chosen, or null when the rating is cleared. */
  onChange: (stars: number | null) => void;
  /** The group's name, e.g. "Your rating"; the clear button reads "Clear your rating". */
  label: string;
  size?: number;
  disabled?: boolean;
  /** The id of what says why the stars cannot be picked, when they are disabled. */
  describedBy?: string;
  className?: string;
}

/**
 * Five radios drawn as stars: Tab reaches the group, the arrow keys move the rating, a click or
 * Space picks a star, and the clear button (once rated) takes the rating away. Pointing at a star
 * previews it.
 */
export function StarRatingInput({
  value,
  onChange,
  label,
  size = 18,
  disabled,
  describedBy,
  className,
}: StarRatingInputProps) {
  const name = useId();
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value ?? 0;
  return (
    <div className={cx('inline-flex items-center gap-1', className)}>
      <div
        role="radiogroup"
        aria-label={label}
        aria-describedby={describedBy}
        aria-disabled={disabled || undefined}
        className="inline-flex"
        onPointerLeave={() => setPreview(null)}
      >
        {STAR_CHOICES.map((stars) => (
          <label
            key={stars}
            className={cx('relative p-0.5', disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer')}
            onPointerEnter={() => !disabled && setPreview(stars)}
          >
            <input
              type="radio"
              name={name}
              value={stars}
              aria-label={rateLabel(stars)}
              checked={value === stars}
              disabled={disabled}
              onChange={() => onChange(stars)}
              className="peer sr-only"
            />
            <span className="block rounded-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-accent">
              <Star fill={shown >= stars ? 1 : 0} size={size} />
            </span>
          </label>
        ))}
      </div>
      {value !== null && (
        <IconButton
          icon="close"
          size="sm"
          aria-label={`Clear ${label.charAt(0).toLowerCase()}${label.slice(1)}`}
          aria-describedby={describedBy}
          disabled={disabled}
          onClick={() => onChange(null)}
          className="size-6"
        />
      )}
    </div>
  );
}
