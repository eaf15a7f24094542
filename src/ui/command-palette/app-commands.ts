import { useEffect } from 'react';

// What the palette asks of the parts of the shell that own their own state: the assistant's
// panel, the activity log, the theme and the signed-in session. Each part listens on the window,
// as the palette itself opens on a window event, so the palette needs none of their providers.

export type AppCommand = 'open-assistant' | 'open-activity-log' | 'toggle-theme' | 'sign-out';

const APP_COMMAND_EVENT = 'labforge:app-command';

export function runAppCommand(command: AppCommand): void {
  window.dispatchEvent(new CustomEvent<AppCommand>(APP_COMMAND_EVENT, { detail: command }));
}

/** Runs `run` whenever `command` is asked for; `run` should keep its identity (useCallback). */
export function useAppCommand(command: AppCommand, run: () => void): void {
  useEffect(() => {
    const listener = (event: Event) => (event as CustomEvent<AppCommand>).detail === command && run();
    window.addEventListener(APP_COMMAND_EVENT, listener);
    return () => window.removeEventListener(APP_COMMAND_EVENT, listener);
  }, [command, run]);
}
