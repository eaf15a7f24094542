import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import { FailureBoundary } from './failure-boundary';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('rounded-ui border border-border bg-surface shadow-xs', className)} {...rest} />;
}

/**
 * A card with a titled header: the title is a heading so screen-reader users can jump to it. A
 * body that fails to draw fails alone, under its heading.
 */
export function SectionCard({
  title,
  actions,
  children,
  className,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cx('p-4 sm:p-6', className)}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {actions}
      </div>
      <FailureBoundary what={`The ${title} section`}>{children}</FailureBoundary>
    </Card>
  );
}
