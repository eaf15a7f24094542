import type { ActivityEntry } from '../activity/mutate';

// Assistant activity belongs to the session's workspace when it has one, else to the user: the
// contract's EntityType has no 'assistant', and the logs drawer filters by these two already.

export function activityTarget(session: {
  userId: string;
  workspaceId: string | null;
}): Pick<ActivityEntry, 'entityType' | 'entityId'> {
  return session.workspaceId
    ? { entityType: 'workspace', entityId: session.workspaceId }
    : { entityType: 'user', entityId: session.userId };
}

/** A question as an activity message quotes it: one line, at most 80 characters. */
export function excerpt(text: string, max = 80): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1)}…`;
}
