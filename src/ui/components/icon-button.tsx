import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx';
import { Icon, type IconName } from './icon';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** Required: an icon alone says nothing to a screen reader. */
  'aria-label': string;
  icon: IconName;
  size?: 'sm' | 'md';
}

export function IconButton({ icon, size = 'md', className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      title={rest['aria-label']}
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-ui text-fg-muted transition-colors hover:bg-surface-muted hover:text-fg',
        'disabled:cursor-not-allowed disabled:opacity-60',
        size === 'sm' ? 'size-8' : 'size-10',
        className,
      )}
      {...rest}
    >
      <Icon name={icon} size={size === 'sm' ? 16 : 20} />
    </button>
  );
}
