import type { ReactNode } from 'react';
import { cx } from './cx';
import { Icon } from './icon';

/** An inline message. 'error' is role=alert (announced at once); 'info' is plain text. */
export function Alert({
  tone = 'error',
  title,
  children,
  className,
}: {
  tone?: 'error' | 'info';
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cx(
        'flex gap-3 rounded-ui border p-3 text-sm',
        tone === 'error' ? 'border-danger/40 bg-danger-soft text-fg' : 'border-border bg-surface-muted text-fg',
        className,
      )}
    >
      <Icon
        name={tone === 'error' ? 'alert' : 'info'}
        size={18}
        className={cx('mt-0.5', tone === 'error' ? 'text-danger-text' : 'text-accent-text')}
      />
      <div className="flex flex-col gap-1">
        {title && <p className="font-semibold">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
