import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef } from 'react';
import { assistantPanelMachine, type PanelCloseHow } from '../../machines/assistant-panel.machine';
import { appInspector } from '../../machines/inspection/app-inspector';
import { Icon } from '../components/icon';
import { Spinner } from '../components/spinner';
import { useAppCommand } from '../command-palette/app-commands';
import { useAssistantActor } from './assistant-provider';
import { ASSISTANT_TOP_BAR_BUTTON_ID } from './assistant-top-bar-button';
import { useDismiss } from './use-dismiss';

// The chat (markdown included) loads the first time it opens, not with every page.
const AssistantPanel = lazy(() => import('./assistant-panel').then((m) => ({ default: m.AssistantPanel })));

/** The button that opened the panel: on a phone the floating one is hidden and the top bar's opens it (decision 011). */
function openerOf(floating: HTMLButtonElement | null): HTMLElement | null {
  const shown = floating?.checkVisibility?.() ?? true;
  return shown ? floating : document.getElementById(ASSISTANT_TOP_BAR_BUTTON_ID);
}

/**
 * The floating button at the bottom-left and the panel it opens (max 400 px high).
 * It sits in the collapsed sidebar's column, above the sidebar's footer and its collapse toggle.
 * Open or closed is the assistant panel machine's; this carries out what it emits.
 */
export function AssistantLauncher({ workspaceId }: { workspaceId?: string }) {
  const session = useAssistantActor();
  const panelActor = useActorRef(assistantPanelMachine, { inspect: appInspector.inspect });
  const open = useSelector(panelActor, (s) => s.matches('open'));
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const panelId = useId();

  useEffect(() => {
    // Opening creates the session (deferred without a workspace) and loads its history.
    const opening = panelActor.on('session.open', (event) =>
      session.send({ type: 'assistant.open', workspaceId: event.workspaceId }),
    );
    const focusing = panelActor.on('focus.return', () => openerOf(button.current)?.focus());
    return () => {
      opening.unsubscribe();
      focusing.unsubscribe();
    };
  }, [panelActor, session]);

  const close = useCallback((how: PanelCloseHow) => panelActor.send({ type: 'panel.close', how }), [panelActor]);
  useDismiss(open, [panel, button], close);
  useAppCommand(
    'open-assistant',
    useCallback(
      () => panelActor.send({ type: 'panel.open', workspaceId: workspaceId ?? null }),
      [panelActor, workspaceId],
    ),
  );

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open research assistant"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        title="Research assistant"
        onClick={() => panelActor.send({ type: 'panel.toggle', workspaceId: workspaceId ?? null })}
        className="fixed bottom-[4.5rem] left-2 z-40 inline-flex size-12 max-md:hidden items-center justify-center rounded-full bg-accent text-accent-fg shadow-lg transition-colors hover:bg-accent-hover"
      >
        <Icon name={open ? 'close' : 'chat'} size={22} />
      </button>
      {open && (
        <section
          ref={panel}
          id={panelId}
          role="dialog"
          aria-modal="false"
          aria-label="Research assistant"
          className="fixed bottom-32 left-2 z-40 flex h-[min(400px,calc(100vh-9rem))] max-h-[400px] w-[min(24rem,calc(100vw-2rem))] flex-col rounded-ui border border-border bg-surface shadow-xl max-md:inset-0 max-md:h-dvh max-md:max-h-none max-md:w-full max-md:rounded-none max-md:border-0"
        >
          <Suspense fallback={<Spinner className="m-auto" label="Loading the assistant" />}>
            <AssistantPanel onClose={() => close('button')} />
          </Suspense>
        </section>
      )}
    </>
  );
}
