import { cx } from './cx';

/** A determinate bar: its name says what is progressing, its value is read as a percent. */
export function ProgressBar({
  value,
  label,
  describedBy,
  className,
}: {
  value: number;
  label: string;
  describedBy?: string;
  className?: string;
}) {
  const percent = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  const rounded = Math.round(percent);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-describedby={describedBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rounded}
      aria-valuetext={`${rounded}%`}
      className={cx('h-2.5 w-full overflow-hidden rounded-full bg-surface-muted', className)}
    >
      <div className="h-full rounded-full bg-accent transition-[width] duration-500" style={{ width: `${percent}%` }} />
    </div>
  );
}
