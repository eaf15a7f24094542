import { Button } from '../components/button';
import { Modal } from '../components/dialog';
import { shortcutList } from './use-shortcuts';

// '?' opens this: every global key, with what it does.

export interface ShortcutsDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ShortcutsDialog({ open, onClose }: ShortcutsDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Keyboard shortcuts"
      description="Single keys work when you are not typing in a field."
    >
      <dl className="flex flex-col gap-2 text-sm">
        {shortcutList().map(({ keys, description }) => (
          <div key={keys.join('+')} className="flex items-center justify-between gap-4">
            <dt className="flex shrink-0 items-center gap-1">
              {keys.map((key, index) => (
                <span key={key} className="flex items-center gap-1">
                  {index > 0 && <span className="text-fg-muted">+</span>}
                  <kbd className="min-w-6 rounded border border-border bg-surface-muted px-1.5 py-0.5 text-center font-mono text-xs">
                    {key}
                  </kbd>
                </span>
              ))}
            </dt>
            <dd className="text-right text-fg-muted">{description}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  );
}
