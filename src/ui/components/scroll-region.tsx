import type { ReactNode } from 'react';
import { cx } from './cx';

export interface ScrollRegionProps {
  /** The region's accessible name: what it holds, e.g. "Recent runs, scrollable". */
  label: string;
  /** Also scroll down past this height (a Tailwind max-height class, e.g. `max-h-96`). */
  maxHeight?: string;
  /** A rounded border round it (the default); off where a card already frames it. */
  framed?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A box for content wider than the screen, such as a wide table on a phone: it scrolls inside
 * itself instead of widening the page. It is a named region and a Tab stop, so the keyboard can
 * reach and scroll it; positioned, so visually hidden labels (absolute) scroll with its content.
 */
export function ScrollRegion({ label, maxHeight, framed = true, className, children }: ScrollRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cx(
        'relative max-w-full overflow-x-auto',
        framed && 'rounded-ui border border-border',
        maxHeight && `${maxHeight} overflow-y-auto`,
        className,
      )}
    >
      {children}
    </div>
  );
}
