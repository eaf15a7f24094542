import { roundToHalf, starsToTenth } from '../../domain/scoring';
import { cx } from './cx';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** One star, filled to its share; the rating input draws the same stars. */
export function Star({ fill, size }: { fill: 0 | 0.5 | 1; size: number }) {
  return (
    <span className="relative inline-block" style={{ width: size, height: size }}>
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        className="absolute inset-0 text-border"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path d={STAR} />
      </svg>
      {fill > 0 && (
        // The filled star clipped to its share: half a star is half its width.
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
          <svg
            width={size}
            height={size}
            viewBox="0 0 24 24"
            className="text-amber-500"
            fill="currentColor"
            aria-hidden="true"
            focusable="false"
          >
            <path d={STAR} />
          </svg>
        </span>
      )}
    </span>
  );
}

/** Stars (1–5) drawn to the nearest half and named by the rating itself: 'Rated 1.4 out of 5'. */
export function StarRating({ stars, size = 16, className }: { stars: number; size?: number; className?: string }) {
  const shown = roundToHalf(stars);
  const rating = starsToTenth(stars);
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      title={`${rating} out of 5`}
      className={cx('inline-flex shrink-0 gap-px', className)}
    >
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} size={size} fill={shown >= i ? 1 : shown >= i - 0.5 ? 0.5 : 0} />
      ))}
    </span>
  );
}
