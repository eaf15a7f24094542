import { Description, Dialog as HeadlessDialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { cx } from './cx';
import { useModalLayer } from './modal-layer';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A modal dialog: focus is trapped inside, Escape and a click outside call onClose. */
export function Modal({ open, onClose, title, description, children, className }: ModalProps) {
  useModalLayer(open);
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-overlay" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel
          className={cx('w-full max-w-md rounded-ui border border-border bg-surface p-6 shadow-xl', className)}
        >
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          {description && <Description className="mt-2 text-sm text-fg-muted">{description}</Description>}
          <div className={description || children ? 'mt-4' : undefined}>{children}</div>
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Destructive confirmations get the danger colour. */
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={busy ? () => {} : onCancel} title={title} description={message}>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant={tone} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
