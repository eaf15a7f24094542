import type { Database, Executor } from '../db/connect';
import { CHANNELS, type Notifier } from '../events/notifier';

// After a commit, each workspace whose events it wrote is said on `labforge_workspace` with its
// newest id (docs/architecture.md, "Live events"): every web process's stream hub then reads the
// rows it has not sent. insertWorkspaceEvents() remembers them against the transaction; mutate()
// takes them once the transaction has committed, so a rolled-back event is never announced.

const pending = new WeakMap<Executor, Map<string, number>>();
const notifiers = new WeakMap<Database, Notifier>();

/** The database's notifier, bound where both are opened (server/db/connect.ts). */
export function bindLiveEvents(db: Database, notifier: Notifier): void {
  notifiers.set(db, notifier);
}

export function rememberWorkspaceEvents(tx: Executor, rows: { id: number; workspaceId: string }[]): void {
  const newest = pending.get(tx) ?? new Map<string, number>();
  for (const row of rows) newest.set(row.workspaceId, Math.max(newest.get(row.workspaceId) ?? 0, Number(row.id)));
  pending.set(tx, newest);
}

/** The workspaces a transaction wrote events for, with the newest id of each; forgotten as taken. */
export function takeWorkspaceEvents(tx: Executor | undefined): Map<string, number> {
  if (!tx) return new Map();
  const newest = pending.get(tx) ?? new Map<string, number>();
  pending.delete(tx);
  return newest;
}

/** The wake-up's payload: `{"workspaceId": …, "id": …}`. */
export interface WorkspaceWake {
  workspaceId: string;
  id: number;
}

export function parseWake(payload: string): WorkspaceWake | null {
  try {
    const value = JSON.parse(payload) as Partial<WorkspaceWake>;
    if (typeof value.workspaceId === 'string' && typeof value.id === 'number') return value as WorkspaceWake;
  } catch {
    /* not ours: ignored */
  }
  return null;
}

/** After the commit only. A lost wake-up costs latency: the hub also reads on the notifier's resync. */
export function announceWorkspaceEvents(db: Database, newest: Map<string, number>): void {
  const notifier = notifiers.get(db);
  if (!notifier) return;
  for (const [workspaceId, id] of newest) {
    void notifier.publish(CHANNELS.workspace, JSON.stringify({ workspaceId, id })).catch(() => {});
  }
}
