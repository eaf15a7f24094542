import { useCallback, useEffect, useState } from 'react';
import { deferred, usePreloadWhenIdle } from '../components/deferred';
import { OPEN_COMMAND_PALETTE_EVENT } from './open-command-palette';
import { ShortcutsDialog } from './shortcuts-dialog';
import { useShortcuts } from './use-shortcuts';

// Mounted once in the app layout: the global keys (use-shortcuts.ts), the command palette they
// open, and the list of shortcuts. OpenCommandPaletteButton, anywhere on the page, opens it too.
// The palette is its own chunk; once opened it stays mounted, so closing hands focus back.

const Palette = deferred(() => import('./command-palette').then((module) => module.CommandPalette));

export function KeyboardShortcuts() {
  const [open, setOpen] = useState<'palette' | 'shortcuts' | null>(null);
  const [paletteUsed, setPaletteUsed] = useState(false);
  const openPalette = useCallback(() => (setOpen('palette'), setPaletteUsed(true)), []);
  const openShortcuts = useCallback(() => setOpen('shortcuts'), []);
  const close = useCallback(() => setOpen(null), []);
  useShortcuts({ openPalette, openShortcuts });
  usePreloadWhenIdle(Palette.preload);

  useEffect(() => {
    window.addEventListener(OPEN_COMMAND_PALETTE_EVENT, openPalette);
    return () => window.removeEventListener(OPEN_COMMAND_PALETTE_EVENT, openPalette);
  }, [openPalette]);

  return (
    <>
      {paletteUsed && <Palette.Component open={open === 'palette'} onClose={close} />}
      <ShortcutsDialog open={open === 'shortcuts'} onClose={close} />
    </>
  );
}
