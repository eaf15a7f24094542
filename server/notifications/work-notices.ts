import { eq } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { goals } from '../db/schema/coscientist';
import { notificationLinks } from './links';
import { notify } from './notify';

// The ends of work (docs/architecture.md, "Notifications"): a session or a coding session tells
// whoever started it, since it is their work and the rest of the lab would only hear noise; a run
// that finishes or crashes tells the workspace's other members, and its changer too when the change
// came through an access token (a script ended it while they were away); a conversion tells the
// converter's teammates.

export async function noticeSessionEnd(
  tx: Executor,
  session: { id: string; userId: string; workspaceId: string; goalId: string },
  failed: boolean,
): Promise<void> {
  const [goal] = await tx.select({ title: goals.title }).from(goals).where(eq(goals.id, session.goalId));
  const about = `Session on '${goal?.title ?? 'a goal'}'`;
  await notify(
    tx,
    { users: [session.userId] },
    {
      kind: failed ? 'session_failed' : 'session_finished',
      workspaceId: session.workspaceId,
      actorId: null,
      objectType: 'session',
      objectId: session.id,
      link: notificationLinks.session(session.workspaceId, session.id),
      title: failed ? `${about} failed` : `${about} finished`,
    },
  );
}

export async function noticeCodingEnd(
  tx: Executor,
  row: { id: string; userId: string; workspaceId: string; ideaId: string },
  ideaTitle: string,
  failed: boolean,
): Promise<void> {
  await notify(
    tx,
    { users: [row.userId] },
    {
      kind: failed ? 'coding_failed' : 'coding_finished',
      workspaceId: row.workspaceId,
      actorId: null,
      objectType: 'vibe_session',
      objectId: row.id,
      link: notificationLinks.idea(row.workspaceId, row.ideaId),
      title: failed ? `Coding session of '${ideaTitle}' failed` : `Coding session of '${ideaTitle}' finished`,
    },
  );
}

export async function noticeRunEnd(
  tx: Executor,
  run: { id: string; name: string; experimentId: string; workspaceId: string },
  changer: { id: string; viaToken?: true },
  status: 'finished' | 'failed',
): Promise<void> {
  const input = {
    kind: status === 'finished' ? ('run_finished' as const) : ('run_crashed' as const),
    workspaceId: run.workspaceId,
    objectType: 'run' as const,
    objectId: run.id,
    link: notificationLinks.run(run.experimentId, run.id),
    title: status === 'finished' ? `Run '${run.name}' finished` : `Run '${run.name}' crashed`,
  };
  await notify(tx, 'members', { ...input, actorId: changer.id });
  if (changer.viaToken) await notify(tx, { users: [changer.id] }, { ...input, actorId: null });
}

export async function noticeConversion(
  tx: Executor,
  converted: { workspaceId: string; actorId: string; experimentId: string; experimentName: string; ideaTitle: string },
): Promise<void> {
  await notify(tx, 'members', {
    kind: 'conversion',
    workspaceId: converted.workspaceId,
    actorId: converted.actorId,
    objectType: 'experiment',
    objectId: converted.experimentId,
    link: notificationLinks.experiment(converted.experimentId),
    title: `Converted idea '${converted.ideaTitle}' into experiment '${converted.experimentName}'`,
  });
}
