import { useEffect } from 'react';
import { cx } from '../components/cx';
import { Icon } from '../components/icon';
import { IconButton } from '../components/icon-button';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastAction {
  /** Says what it does ('Undo'); the toast closes once it has run. */
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: number;
  title: string;
  description?: string;
  tone: ToastTone;
  durationMs: number;
  action?: ToastAction;
}

const TONE_ICON = { info: 'info', success: 'check', error: 'alert' } as const;
const TONE_COLOUR = { info: 'text-accent-text', success: 'text-success', error: 'text-danger-text' } as const;

export function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { id, durationMs } = toast;
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, durationMs, onDismiss]);

  return (
    <div
      // Errors interrupt (alert); everything else waits its turn (status).
      role={toast.tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'pointer-events-auto flex items-start gap-3 rounded-ui border bg-surface p-3 shadow-lg',
        toast.tone === 'error' ? 'border-danger/50' : 'border-border',
      )}
    >
      <Icon name={TONE_ICON[toast.tone]} size={18} className={cx('mt-0.5', TONE_COLOUR[toast.tone])} />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium">{toast.title}</p>
        {toast.description && <p className="mt-0.5 break-words text-fg-muted">{toast.description}</p>}
      </div>
      {toast.action && (
        <button
          type="button"
          className="-my-1 shrink-0 rounded-ui px-2 py-1 text-sm font-medium text-accent-text hover:bg-surface-muted"
          onClick={() => {
            toast.action?.onClick();
            onDismiss(id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <IconButton
        icon="close"
        size="sm"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(id)}
        className="-m-1"
      />
    </div>
  );
}
