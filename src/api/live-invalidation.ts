// What a live frame makes the tab refetch (issue 31, part 5): the reads of the kind of object it
// names, for the queries on screen only (react-query refetches active queries and marks the rest
// stale). A comment's frame names its target; `resync`, `membership` (the tab's workspaces
// changed) and a member's change of role refetch everything; `notification`
// wakes the inbox; `presence` tells the page's presence line to ask who is there.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { NOTIFICATION_EVENT } from '../domain/notification-kinds';
import type { LiveFrame } from './live-stream';
import { commentKeys, type CommentTargetType } from './queries/comments';
import { dashboardKeys } from './queries/dashboard';
import { experimentKeys } from './queries/experiments';
import { goalKeys } from './queries/goals';
import { ideaKeys } from './queries/ideas';
import { runKeys } from './queries/runs';
import { sessionKeys } from './queries/sessions';
import { workflowKeys } from './queries/workflows';
import { workspaceKeys } from './queries/workspaces';

/** Dispatched on `window` with `{ targetType, targetId }` when someone arrives at or leaves a page. */
export const PRESENCE_EVENT = 'labforge:presence';

export interface PresenceChange {
  targetType: string;
  targetId: string;
}

/** The reads each kind of object's change may alter. */
const READS_OF: Record<string, readonly QueryKey[]> = {
  idea: [ideaKeys.all, sessionKeys.all],
  session: [sessionKeys.all, ideaKeys.all, goalKeys.all],
  goal: [goalKeys.all, sessionKeys.all],
  experiment: [experimentKeys.all, runKeys.all],
  run: [runKeys.all, experimentKeys.all],
  workflow: [workflowKeys.all],
  // ['workspaces', …] holds the members and invitations too.
  workspace: [workspaceKeys.all, goalKeys.all],
};

const COMMENT_TARGETS = new Set(['idea', 'experiment', 'run', 'workflow']);

export function applyLiveFrame(queryClient: QueryClient, frame: LiveFrame): void {
  const refetch = (queryKey: QueryKey) => void queryClient.invalidateQueries({ queryKey });
  if (frame.name === 'resync' || frame.name === 'membership') return void queryClient.invalidateQueries();
  if (frame.name === 'notification') return void window.dispatchEvent(new Event(NOTIFICATION_EVENT));
  const { kind, entityType, entityId } = frame.data as { kind?: string; entityType?: string; entityId?: string };
  if (!entityType || !entityId) return;
  // A member added, removed or given another role changes what every page may show or offer.
  if (kind?.startsWith('workspace.member_')) return void queryClient.invalidateQueries();
  if (frame.name === 'presence') {
    const detail: PresenceChange = { targetType: entityType, targetId: entityId };
    return void window.dispatchEvent(new CustomEvent(PRESENCE_EVENT, { detail }));
  }
  if (kind?.startsWith('comment.') && COMMENT_TARGETS.has(entityType))
    refetch(commentKeys.of({ targetType: entityType as CommentTargetType, targetId: entityId }));
  (READS_OF[entityType] ?? []).forEach(refetch);
  refetch(dashboardKeys.all);
}
