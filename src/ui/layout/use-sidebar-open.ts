import { useCallback, useState } from 'react';

export const SIDEBAR_STORAGE_KEY = 'sidebar-open';
export const SIDEBAR_WIDTH_OPEN = 240;
export const SIDEBAR_WIDTH_COLLAPSED = 64;

function readOpen(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_STORAGE_KEY) !== 'false'; // open by default
  } catch {
    return true;
  }
}

/** Whether the desktop sidebar is open; the choice survives reloads. */
export function useSidebarOpen(): [boolean, () => void] {
  const [open, setOpen] = useState(readOpen);
  const toggle = useCallback(() => {
    const next = !open;
    try {
      localStorage.setItem(SIDEBAR_STORAGE_KEY, String(next));
    } catch {
      // storage blocked: the sidebar still toggles for this visit
    }
    setOpen(next);
  }, [open]);
  return [open, toggle];
}
