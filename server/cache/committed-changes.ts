import type { Database } from '../db/connect';

// Who learns that data changed: mutate() announces the users whose data a committed transaction
// touched, and read caches listen. Keyed by database so apps side by side stay apart.

export type CommitListener = (userIds: ReadonlySet<string>) => void;

const listeners = new WeakMap<Database, Set<CommitListener>>();

export function onCommitted(db: Database, listener: CommitListener): () => void {
  const set = listeners.get(db) ?? new Set<CommitListener>();
  listeners.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}

export function announceCommitted(db: Database, userIds: ReadonlySet<string>): void {
  if (userIds.size === 0) return;
  for (const listener of listeners.get(db) ?? []) listener(userIds);
}
