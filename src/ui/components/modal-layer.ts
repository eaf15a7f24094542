import { useEffect, useSyncExternalStore } from 'react';

// Whether a modal dialog is open anywhere in the app, for what must step aside while one is: the
// toasts wait behind it rather than cover its controls (docs/product.md, "Notifications and
// dialogs").

let openModals = 0;
const listeners = new Set<() => void>();
const announce = () => listeners.forEach((listener) => listener());

/** Counts this modal as open while `open` is true. */
export function useModalLayer(open: boolean) {
  useEffect(() => {
    if (!open) return;
    openModals += 1;
    announce();
    return () => {
      openModals -= 1;
      announce();
    };
  }, [open]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while any modal dialog is open. */
export const useAnyModalOpen = () => useSyncExternalStore(subscribe, () => openModals > 0);
