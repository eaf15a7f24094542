// What to do to start an actor of a machine, shown while none runs. The app's known machines
// get a precise hint; any machine added later gets the generic one from its id.
import { titleOf } from '../../machines/registry';

const WHERE = 'in this or another tab';

const HINTS: Record<string, string> = {
  auth: `Sign in ${WHERE}: the sign-in actor runs on every page of the app.`,
  logsDrawer: `Open the activity log drawer ${WHERE}.`,
  assistantPanel: `Open any signed-in page ${WHERE}: the assistant button's actor runs on every one.`,
  assistantSession: `Open the assistant panel ${WHERE}.`,
  assistantStream: `Send a message in the assistant panel ${WHERE}; the stream runs while the answer arrives.`,
  sessionPolling: `Open a Co-Scientist session's page ${WHERE}.`,
  ideaStatus: `Open an idea's page ${WHERE}.`,
  vibeSession: `Open an idea's page with its coding session ${WHERE}.`,
  graphEditor: `Open a workflow in the graph editor ${WHERE}.`,
  liveStream: `Sign in ${WHERE}: the live stream's actor runs on every signed-in page.`,
};

/** Whether a machine has a hint of its own rather than the generic one. */
export const hasOwnHint = (machineId: string) => Object.hasOwn(HINTS, machineId);

export function startHint(machineId: string): string {
  return (
    HINTS[machineId] ??
    `Open a page that uses the ${titleOf(machineId).toLowerCase()} machine ${WHERE}, and its actor appears here.`
  );
}
