import { and, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { NotificationKind } from '../../src/domain/notification-kinds';
import type { Executor } from '../db/connect';
import { workspaceMembers } from '../db/schema/members';
import { notificationPreferences, notifications } from '../db/schema/notifications';
import { rememberRecipients } from './announce';

// The one way to write notifications (docs/architecture.md, "Notifications"): inside the
// transaction of the change that causes them, never to the actor, only to current members of the
// workspace who have not switched the kind off. The recipients are announced after the commit.

export type NotificationObjectType =
  'idea' | 'experiment' | 'run' | 'workflow' | 'session' | 'vibe_session' | 'invitation';

export interface NotificationInput {
  kind: NotificationKind;
  workspaceId: string;
  /** Who acted; null when nobody did (the engine ended a session). Never notified. */
  actorId: string | null;
  objectType: NotificationObjectType;
  objectId: string;
  /** The SPA path it opens (server/notifications/links.ts). */
  link: string;
  title: string;
}

/** Who is told: named users, or every member of the workspace. */
export type Recipients = { users: Iterable<string> } | 'members';

export interface NotifyOptions {
  /**
   * An invitation's recipient is not a member yet: only then is membership not required.
   * Everyone else must be a member when the change commits.
   */
  membersOnly?: boolean;
}

/** The recipients who get it: members (unless told otherwise), not the actor, the kind switched on. */
async function eligible(tx: Executor, recipients: Recipients, input: NotificationInput, membersOnly: boolean) {
  const named = recipients === 'members' ? null : [...new Set(recipients.users)];
  if (named?.length === 0) return [];
  const switchedOn = (userId: typeof workspaceMembers.userId) =>
    notExists(
      tx
        .select({ one: sql`1` })
        .from(notificationPreferences)
        .where(
          and(
            eq(notificationPreferences.userId, userId),
            eq(notificationPreferences.kind, input.kind),
            eq(notificationPreferences.enabled, false),
          ),
        ),
    );
  if (!membersOnly && named) {
    const off = await tx
      .select({ userId: notificationPreferences.userId })
      .from(notificationPreferences)
      .where(
        and(
          inArray(notificationPreferences.userId, named),
          eq(notificationPreferences.kind, input.kind),
          eq(notificationPreferences.enabled, false),
        ),
      );
    const silenced = new Set(off.map((row) => row.userId));
    return named.filter((id) => id !== input.actorId && !silenced.has(id));
  }
  const rows = await tx
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, input.workspaceId),
        named ? inArray(workspaceMembers.userId, named) : undefined,
        input.actorId ? ne(workspaceMembers.userId, input.actorId) : undefined,
        switchedOn(workspaceMembers.userId),
      ),
    );
  return rows.map((row) => row.userId);
}

/** Writes the notification for each eligible recipient; returns who got one. */
export async function notify(
  tx: Executor,
  recipients: Recipients,
  input: NotificationInput,
  { membersOnly = true }: NotifyOptions = {},
): Promise<string[]> {
  const userIds = await eligible(tx, recipients, input, membersOnly);
  if (userIds.length === 0) return [];
  await tx.insert(notifications).values(userIds.map((userId) => ({ userId, ...input })));
  rememberRecipients(tx, userIds);
  return userIds;
}
