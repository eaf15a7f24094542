import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import {
  logsDrawerMachine,
  type LogsDrawerActorRef,
  type LogsDrawerMachine,
  type LogsDrawerSnapshot,
} from '../../machines/logs-drawer.machine';
import { downloadFile } from '../download-file';
import { useToggleShortcut } from './use-toggle-shortcut';
import { appInspector } from '../../machines/inspection/app-inspector';

const LogsDrawerContext = createContext<LogsDrawerActorRef | null>(null);

/**
 * One drawer actor for the signed-in shell: the top-bar button, the shortcut and the drawer all
 * talk to it. Finished exports arrive as an emitted event and are saved here, outside the machine.
 */
export function LogsDrawerProvider({
  children,
  machine = logsDrawerMachine,
}: {
  children: ReactNode;
  machine?: LogsDrawerMachine;
}) {
  const actor = useActorRef(machine, { inspect: appInspector.inspect });
  useToggleShortcut(() => actor.send({ type: 'drawer.toggle' }));
  useEffect(() => {
    const subscription = actor.on('export.ready', ({ file }) => downloadFile(file));
    return () => subscription.unsubscribe();
  }, [actor]);
  return <LogsDrawerContext.Provider value={actor}>{children}</LogsDrawerContext.Provider>;
}

export function useLogsDrawerActor(): LogsDrawerActorRef {
  const actor = useContext(LogsDrawerContext);
  if (!actor) throw new Error('useLogsDrawerActor must be used inside <LogsDrawerProvider>');
  return actor;
}

export function useLogsDrawerSelector<T>(selector: (snapshot: LogsDrawerSnapshot) => T): T {
  return useSelector(useLogsDrawerActor(), selector);
}
