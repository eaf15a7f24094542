import { announceCommitted } from '../cache/committed-changes';
import type { Database } from '../db/connect';

// A change of a workspace's members touches every member's cached workspace list, removed ones
// included (docs/decisions/013-workspace-permissions.md, "The read cache"). Announced after the
// commit, in chunks of at most 150 ids so each notification stays under PostgreSQL's 8,000 bytes.

const CHUNK = 150;

export function announceMembers(db: Database, userIds: Iterable<string>): void {
  const ids = [...new Set(userIds)];
  for (let start = 0; start < ids.length; start += CHUNK) {
    announceCommitted(db, new Set(ids.slice(start, start + CHUNK)));
  }
}
