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

/** Somewhere the toast's news leads (the experiment a conversion made); `open` navigates in-app. */
export interface ToastLink {
  label: string;
  href: string;
  open?: () => void;
}

export interface Toast {
  id: number;
  title: string;
  description?: string;
  tone: ToastTone;
  durationMs: number;
  action?: ToastAction;
  links?: readonly ToastLink[];
}

const TONE_ICON = { info: 'info', success: 'check', error: 'alert' } as const;
const TONE_COLOUR = { info: 'text-accent-text', success: 'text-success', error: 'text-danger-text' } as const;

interface ToastItemProps {
  toast: Toast;
  onDismiss: (id: number) => void;
  /** Behind a modal dialog: its time does not run, and starts over in full once the dialog closes. */
  paused?: boolean;
}

export function ToastItem({ toast, onDismiss, paused = false }: ToastItemProps) {
  const { id, durationMs } = toast;
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, durationMs, onDismiss, paused]);

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
        {toast.description && (
          <p className="mt-0.5 break-words whitespace-pre-line text-fg-muted">{toast.description}</p>
        )}
        {toast.links && toast.links.length > 0 && <ToastLinks links={toast.links} onOpen={() => onDismiss(id)} />}
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

function ToastLinks({ links, onOpen }: { links: readonly ToastLink[]; onOpen: () => void }) {
  return (
    <ul className="mt-1 flex flex-col gap-0.5">
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className="text-accent-text hover:underline"
            onClick={(event) => {
              // A plain click stays in the app; a modified one opens a tab as links do.
              if (!link.open || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              link.open();
              onOpen();
            }}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
