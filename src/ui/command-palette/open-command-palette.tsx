import { Button } from '../components/button';
import { IconButton } from '../components/icon-button';
import { isMac } from './use-shortcuts';

// Opens the command palette from anywhere without a shared provider: KeyboardShortcuts, mounted
// once in the layout, listens for this window event.

export const OPEN_COMMAND_PALETTE_EVENT = 'labforge:open-command-palette';

export function openCommandPalette(): void {
  window.dispatchEvent(new Event(OPEN_COMMAND_PALETTE_EVENT));
}

/** On a phone's top bar: the magnifier alone, so the title keeps its room. */
export function OpenCommandPaletteIconButton({ className }: { className?: string }) {
  return (
    <IconButton
      icon="search"
      aria-label="Search"
      aria-haspopup="dialog"
      onClick={openCommandPalette}
      className={className}
    />
  );
}

/** A button for the top bar (or anywhere): "Search" with its shortcut. */
export function OpenCommandPaletteButton({ className }: { className?: string }) {
  const mac = isMac();
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={openCommandPalette}
      aria-haspopup="dialog"
      aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
      className={className}
    >
      Search
      <kbd aria-hidden="true" className="rounded border border-border px-1 font-mono text-xs text-fg-muted">
        {mac ? '⌘K' : 'Ctrl K'}
      </kbd>
    </Button>
  );
}
