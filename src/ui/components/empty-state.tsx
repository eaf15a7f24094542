import type { ReactNode } from 'react';
import { cx } from './cx';
import { Icon, type IconName } from './icon';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: IconName;
  /** A call to action, e.g. the create button. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon = 'info', action, className }: EmptyStateProps) {
  return (
    <div
      className={cx(
        'flex flex-col items-center gap-3 rounded-ui border border-dashed border-border px-6 py-12 text-center',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
        <Icon name={icon} size={24} />
      </span>
      <h2 className="text-base font-semibold">{title}</h2>
      {description && <p className="max-w-md text-sm text-fg-muted">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
