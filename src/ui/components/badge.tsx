import type { ReactNode } from 'react';
import { cx } from './cx';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'danger' | 'warning';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-surface-muted text-fg-muted',
  accent: 'bg-accent-soft text-accent-text',
  success: 'bg-success-soft text-success',
  danger: 'bg-danger-soft text-danger-text',
  // No warning token in the theme yet: amber with its own dark pair, both above 4.5:1.
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-300',
};

/** A word in a tinted pill: the colour helps, the word carries the meaning. */
export function Badge({
  tone = 'neutral',
  title,
  children,
  className,
}: {
  tone?: BadgeTone;
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      title={title}
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
