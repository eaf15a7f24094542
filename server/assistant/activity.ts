import type { ActivityEntry } from '../activity/mutate';

// Assistant activity is about the session's workspace when it has one, else the user: the
// contract's EntityType has no 'assistant', and the logs drawer filters by these two already.
// Either way the row is personal (workspaceId null): the assistant is its user's own, and a row
// quotes the question, so the workspace's other members never see it (decision 013, §2).

export function activityTarget(session: {
  userId: string;
  workspaceId: string | null;
}): Pick<ActivityEntry, 'entityType' | 'entityId' | 'workspaceId'> {
  return session.workspaceId
    ? { entityType: 'workspace', entityId: session.workspaceId, workspaceId: null }
    : { entityType: 'user', entityId: session.userId, workspaceId: null };
}

/** A question as an activity message quotes it: one line, at most 80 characters. */
export function excerpt(text: string, max = 80): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1)}…`;
}
