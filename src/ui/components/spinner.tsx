import { cx } from './cx';

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

export interface SpinnerProps {
  size?: keyof typeof SIZES;
  /** What is loading, for screen readers. Ignored when decorative. */
  label?: string;
  /** Inside a control that already says it is busy: no second announcement. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Loading', decorative = false, className }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      className={cx(
        'inline-block shrink-0 rounded-full border-current border-r-transparent opacity-80 motion-safe:animate-spin',
        SIZES[size],
        className,
      )}
    />
  );
  if (decorative) return ring;
  return (
    <span role="status" className="inline-flex items-center">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
