import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { inMyWorkspaces } from '../access/visible';
import { escapeMarkdown as md } from '../../src/domain/text-escape';
import type { Executor } from '../db/connect';
import { goals, sessions } from '../db/schema/coscientist';
import { ideas } from '../db/schema/ideas';
import { workspaces } from '../db/schema/workspaces';
import { sessionName } from '../sessions/session-store';
import { findWorkspace } from '../workspaces/workspace-store';

// What the assistant knows about the user's work: the session's workspace with its goals, recent
// Co-Scientist sessions and best ideas by Elo, or, for a deferred session, the user's workspaces.
// Read through the user's membership on every answer (docs/decisions/013-workspace-permissions.md):
// a member's whole workspace, and nothing more of one they were removed from.
// Both engines answer from it, and every item carries the link the SPA routes to.

export interface Grounding {
  workspace: { id: string; name: string; description: string } | null;
  goals: { id: string; title: string; description: string; status: string }[];
  sessions: { id: string; name: string; status: string }[];
  topIdeas: { id: string; title: string; summary: string; eloRating: number }[];
  /** The user's workspaces, newest first: what a deferred session can offer to bind to. */
  workspaces: { id: string; name: string }[];
}

export const links = {
  workspace: (wid: string) => `/workspaces/${wid}`,
  goals: (wid: string) => `/workspaces/${wid}/goals`,
  session: (wid: string, sessionId: string) => `/workspaces/${wid}/session/${sessionId}`,
  idea: (wid: string, ideaId: string) => `/workspaces/${wid}/ideas/${ideaId}`,
};

export async function loadGrounding(db: Executor, userId: string, workspaceId: string | null): Promise<Grounding> {
  const workspace = workspaceId ? await findWorkspace(db, userId, workspaceId) : undefined;
  if (!workspace) {
    const rows = await db
      .select({ id: workspaces.id, name: workspaces.name })
      .from(workspaces)
      .where(inMyWorkspaces(userId, workspaces.id))
      .orderBy(desc(workspaces.createdAt))
      .limit(10);
    return { workspace: null, goals: [], sessions: [], topIdeas: [], workspaces: rows };
  }
  const inWorkspace = (table: typeof goals | typeof sessions) => eq(table.workspaceId, workspace.id);
  const goalRows = await db
    .select()
    .from(goals)
    .where(inWorkspace(goals))
    .orderBy(desc(goals.createdAt), desc(goals.id))
    .limit(10);
  const sessionRows = await db
    .select()
    .from(sessions)
    .where(inWorkspace(sessions))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(5);
  const titles = new Map(goalRows.map((g) => [g.id, g.title]));
  const ideaRows = await db
    .select({ id: ideas.id, title: ideas.title, summary: ideas.summary, eloRating: ideas.eloRating })
    .from(ideas)
    .innerJoin(sessions, eq(sessions.id, ideas.sessionId))
    .where(and(eq(sessions.workspaceId, workspace.id), isNull(ideas.duplicateOf), gt(ideas.eloRating, 0)))
    .orderBy(desc(ideas.eloRating), ideas.id)
    .limit(5);
  return {
    workspace: { id: workspace.id, name: workspace.name, description: workspace.description },
    goals: goalRows.map((g) => ({ id: g.id, title: g.title, description: g.description, status: g.status })),
    sessions: sessionRows.map((s) => ({ id: s.id, name: sessionName(s, titles.get(s.goalId)), status: s.status })),
    topIdeas: ideaRows,
    workspaces: [{ id: workspace.id, name: workspace.name }],
  };
}

/**
 * The grounding as markdown lines with links: the offline answer's body and the model's context.
 * Names and descriptions are the user's data, never markup: escaped, `![x](https://…)` stays text.
 */
export function describeGrounding(g: Grounding): string[] {
  if (!g.workspace) {
    if (g.workspaces.length === 0)
      return ['You have no workspaces yet. [Create one](/workspaces/list) to give me something to work from.'];
    return ['Your workspaces:', ...g.workspaces.map((w) => `- [${md(w.name)}](${links.workspace(w.id)})`)];
  }
  const wid = g.workspace.id;
  const lines = [
    `Workspace [${md(g.workspace.name)}](${links.workspace(wid)})${g.workspace.description ? `: ${md(g.workspace.description)}` : ''}`,
  ];
  if (g.goals.length > 0)
    lines.push(
      '',
      'Research goals:',
      ...g.goals.map((goal) => `- [${md(goal.title)}](${links.goals(wid)}) (${goal.status})`),
    );
  if (g.sessions.length > 0)
    lines.push(
      '',
      'Recent sessions:',
      ...g.sessions.map((s) => `- [${md(s.name)}](${links.session(wid, s.id)}) (${s.status})`),
    );
  if (g.topIdeas.length > 0) {
    lines.push(
      '',
      'Top ideas by Elo:',
      ...g.topIdeas.map((i) => `- [${md(i.title)}](${links.idea(wid, i.id)}) (Elo ${Math.round(i.eloRating)})`),
    );
  }
  return lines;
}
