import { useEffect } from 'react';

// The app's global keys. Ctrl+K (⌘K) opens the command palette from anywhere, a text field
// included; the single keys act on the page and stay out of the way of typing: they are ignored
// in a field, inside a modal dialog, and with Ctrl, ⌘ or Alt held.

export interface Shortcut {
  /** The keys as shown, pressed together. */
  keys: string[];
  description: string;
}

export const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

export function shortcutList(mac = isMac()): Shortcut[] {
  return [
    { keys: [mac ? '⌘' : 'Ctrl', 'K'], description: 'Open the command palette to search and go anywhere' },
    { keys: ['/'], description: 'Focus the page’s search box (or open the command palette)' },
    { keys: ['j'], description: 'Move to the next row of the page’s list' },
    { keys: ['k'], description: 'Move to the previous row of the page’s list' },
    { keys: ['?'], description: 'Show these shortcuts' },
    { keys: ['Esc'], description: 'Close the palette or a dialog' },
    // Owned by the logs drawer (use-toggle-shortcut.ts); listed here so it can be found.
    { keys: [mac ? '⌘' : 'Ctrl', 'Shift', 'L'], description: 'Open or close the activity log' },
  ];
}

const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** True when the key lands where it types: a field, or editable text. */
export function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(TYPING) !== null;
}

const insideModal = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[aria-modal="true"]') !== null;

/** Ctrl+K, or ⌘K: no Shift, no Alt. */
export const isPaletteChord = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

const mainElement = () => document.querySelector('main');

/** Focuses the page's search box; false when the page has none, or none that can take focus (hidden). */
export function focusPageSearch(): boolean {
  const box = mainElement()?.querySelector<HTMLInputElement>('input[type="search"]');
  box?.focus();
  if (!box || document.activeElement !== box) return false;
  box.select();
  return true;
}

// A table's rows, or the cards a list of records becomes on a phone (DataTable marks that list).
const LISTS = 'table, [role="table"], ul[data-row-list]';
const ROWS = 'tr, [role="row"], ul[data-row-list] > li';

/** The first link of each row of the page's main list (its first table or cards), rows without one skipped. */
function rowLinks(): HTMLAnchorElement[] {
  const list = mainElement()?.querySelector(LISTS);
  if (!list) return [];
  return [...list.querySelectorAll(ROWS)]
    .map((row) => row.querySelector<HTMLAnchorElement>('a[href]'))
    .filter((link): link is HTMLAnchorElement => link !== null);
}

/**
 * Moves focus to the link of the next (1) or previous (-1) row, from the row that has focus; with
 * no row focused, to the first row. Stops at either end. False when the page has no list.
 */
export function moveRowFocus(step: 1 | -1): boolean {
  const links = rowLinks();
  if (!links.length) return false;
  const active = document.activeElement;
  const current = links.findIndex((link) => {
    const row = link.closest(ROWS);
    return row !== null && active !== null && row.contains(active);
  });
  const next = current === -1 ? 0 : Math.min(links.length - 1, Math.max(0, current + step));
  const link = links[next];
  link.focus({ preventScroll: true });
  // jsdom has no layout, and no scrollIntoView.
  link.scrollIntoView?.({ block: 'nearest' });
  return true;
}

export interface ShortcutActions {
  openPalette: () => void;
  openShortcuts: () => void;
}

function singleKeyAction(key: string, { openPalette, openShortcuts }: ShortcutActions): (() => void) | undefined {
  switch (key) {
    case '/':
      return () => focusPageSearch() || openPalette();
    case 'j':
      return () => moveRowFocus(1);
    case 'k':
      return () => moveRowFocus(-1);
    case '?':
      return openShortcuts;
    default:
      return undefined;
  }
}

/** Listens for the global keys on the window for as long as the caller is mounted. */
export function useShortcuts(actions: ShortcutActions): void {
  const { openPalette, openShortcuts } = actions;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (isPaletteChord(event)) {
        // Before the browser's own Ctrl+K (its search bar).
        event.preventDefault();
        openPalette();
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target) || insideModal(event.target)) return;
      const action = singleKeyAction(event.key, { openPalette, openShortcuts });
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openPalette, openShortcuts]);
}
