import { useCallback, useEffect, useState } from 'react';
import { CommandPalette } from './command-palette';
import { OPEN_COMMAND_PALETTE_EVENT } from './open-command-palette';
import { ShortcutsDialog } from './shortcuts-dialog';
import { useShortcuts } from './use-shortcuts';

// Mounted once in the app layout: the global keys (use-shortcuts.ts), the command palette they
// open, and the list of shortcuts. OpenCommandPaletteButton, anywhere on the page, opens it too.

export function KeyboardShortcuts() {
  const [open, setOpen] = useState<'palette' | 'shortcuts' | null>(null);
  const openPalette = useCallback(() => setOpen('palette'), []);
  const openShortcuts = useCallback(() => setOpen('shortcuts'), []);
  const close = useCallback(() => setOpen(null), []);
  useShortcuts({ openPalette, openShortcuts });

  useEffect(() => {
    window.addEventListener(OPEN_COMMAND_PALETTE_EVENT, openPalette);
    return () => window.removeEventListener(OPEN_COMMAND_PALETTE_EVENT, openPalette);
  }, [openPalette]);

  return (
    <>
      <CommandPalette open={open === 'palette'} onClose={close} />
      <ShortcutsDialog open={open === 'shortcuts'} onClose={close} />
    </>
  );
}
