import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { Icon } from '../components/icon';
import { Spinner } from '../components/spinner';
import { useAssistantActor } from './assistant-provider';
import { useDismiss } from './use-dismiss';

// The chat (markdown included) loads the first time it opens, not with every page.
const AssistantPanel = lazy(() => import('./assistant-panel').then((m) => ({ default: m.AssistantPanel })));

/**
 * The floating button at the bottom-left and the panel it opens (max 400 px high).
 * It sits in the collapsed sidebar's column, above the sidebar's footer and its collapse toggle.
 */
export function AssistantLauncher({ workspaceId }: { workspaceId?: string }) {
  const actor = useAssistantActor();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const panelId = useId();

  const close = useCallback((how: 'outside' | 'escape' | 'button' = 'button') => {
    setOpen(false);
    // A click elsewhere put focus where the user wanted it; otherwise it returns to the button.
    if (how !== 'outside') button.current?.focus();
  }, []);
  useDismiss(open, [panel, button], close);

  const toggle = () => {
    if (open) return close();
    setOpen(true);
    // Opening creates the session (deferred without a workspace) and loads its history.
    actor.send({ type: 'assistant.open', workspaceId: workspaceId ?? null });
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open research assistant"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        title="Research assistant"
        onClick={toggle}
        className="fixed bottom-[4.5rem] left-2 z-40 inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-fg shadow-lg transition-colors hover:bg-accent-hover"
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
          className="fixed bottom-32 left-2 z-40 flex h-[min(400px,calc(100vh-9rem))] max-h-[400px] w-[min(24rem,calc(100vw-2rem))] flex-col rounded-ui border border-border bg-surface shadow-xl"
        >
          <Suspense fallback={<Spinner className="m-auto" label="Loading the assistant" />}>
            <AssistantPanel onClose={() => close('button')} />
          </Suspense>
        </section>
      )}
    </>
  );
}
