import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx } from '../components/cx';
import { useAnyModalOpen } from '../components/modal-layer';
import { ToastItem, type Toast, type ToastAction, type ToastLink, type ToastTone } from './toast-item';

/** A notification lasts 5000 ms by default (docs/product.md, "Limits"). */
export const NOTIFICATION_DURATION_MS = 5000;

export interface ToastInput {
  title: string;
  description?: string;
  tone?: ToastTone;
  durationMs?: number;
  action?: ToastAction;
  links?: readonly ToastLink[];
}

interface ToastApi {
  show: (toast: ToastInput) => number;
  success: (title: string, description?: string) => number;
  error: (title: string, description?: string) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  // A modal dialog makes the page behind it inert: its toasts wait there, under the backdrop and
  // never over the dialog's controls, their time stopped until it closes.
  const behindModal = useAnyModalOpen();

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback((input: ToastInput) => {
    const id = nextId.current++;
    setToasts((all) => [...all, { id, tone: 'info', durationMs: NOTIFICATION_DURATION_MS, ...input }]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (title, description) => show({ title, description, tone: 'success' }),
      error: (title, description) => show({ title, description, tone: 'error' }),
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        aria-label="Notifications"
        data-behind-dialog={behindModal || undefined}
        className={cx(
          'pointer-events-none fixed right-4 bottom-4 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2',
          behindModal ? 'z-40' : 'z-[60]',
        )}
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} paused={behindModal} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
