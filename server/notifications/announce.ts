import type { Database, Executor } from '../db/connect';
import { CHANNELS, type Notifier } from '../events/notifier';

// Who got a notification, said on `labforge_notifications` after the commit (docs/architecture.md,
// "Notifications"): the live stream forwards it to those users' tabs. notify() remembers the
// recipients against its transaction; mutate() takes them once the transaction has committed.
// Payloads are JSON arrays of at most 150 user ids, well under PostgreSQL's 8,000 bytes.

const CHUNK = 150;

const pending = new WeakMap<Executor, Set<string>>();
const notifiers = new WeakMap<Database, Notifier>();

/** The database's notifier, bound where both are opened (server/db/connect.ts). */
export function bindNotifications(db: Database, notifier: Notifier): void {
  notifiers.set(db, notifier);
}

/** Called by notify() inside the transaction. */
export function rememberRecipients(tx: Executor, userIds: Iterable<string>): void {
  const set = pending.get(tx) ?? new Set<string>();
  for (const id of userIds) set.add(id);
  pending.set(tx, set);
}

/** The recipients a transaction notified, forgotten as they are taken. */
export function takeRecipients(tx: Executor | undefined): string[] {
  if (!tx) return [];
  const ids = [...(pending.get(tx) ?? [])];
  pending.delete(tx);
  return ids;
}

/** After the commit only: a rolled-back notification must never be announced. */
export function announceNotifications(db: Database, userIds: string[]): void {
  const notifier = notifiers.get(db);
  if (!notifier || userIds.length === 0) return;
  for (let start = 0; start < userIds.length; start += CHUNK) {
    const payload = JSON.stringify(userIds.slice(start, start + CHUNK));
    // A lost announcement costs only latency: the inbox polls.
    void notifier.publish(CHANNELS.notifications, payload).catch(() => {});
  }
}
