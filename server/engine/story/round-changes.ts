import type { RoundDigest } from '../types';
import { ideaLink, type IdeaRef } from './idea-links';

// What changed since the previous round, read from the digest: who leads now and who led, how
// the top ideas' Elo moved, which weaknesses recur or went away, and which ideas evolution
// added. Both engines open a meta-review with it, so no two rounds read alike.

export interface RoundChanges {
  previousRound: number;
  leader: { now: IdeaRef; before: IdeaRef | null } | null;
  /** The top three now; before is null for an idea that joined this round. */
  top: Array<IdeaRef & { before: number | null; after: number }>;
  recurring: string[];
  resolved: string[];
  added: IdeaRef[];
}

const TOP = 3;

/** Null in round one: there is nothing to compare with. */
export function roundChanges(digest: RoundDigest, issues: readonly string[]): RoundChanges | null {
  const previous = digest.previous;
  if (!previous) return null;
  const ranked = digest.ranked;
  const leaderBefore = ranked
    .filter((i) => previous.elo[i.key] !== undefined)
    .reduce<(typeof ranked)[number] | null>(
      (best, i) => (!best || previous.elo[i.key] > previous.elo[best.key] ? i : best),
      null,
    );
  return {
    previousRound: previous.round,
    leader: ranked[0] ? { now: ranked[0], before: leaderBefore } : null,
    top: ranked
      .slice(0, TOP)
      .map((i) => ({ key: i.key, title: i.title, before: previous.elo[i.key] ?? null, after: i.elo })),
    recurring: issues.filter((issue) => previous.recurringIssues.includes(issue)),
    resolved: previous.recurringIssues.filter((issue) => !issues.includes(issue)),
    added: ranked.filter((i) => i.round === digest.round && i.strategy !== 'user'),
  };
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

function eloLine(idea: RoundChanges['top'][number], link: (i: IdeaRef) => string): string {
  const after = Math.round(idea.after);
  if (idea.before === null) return `${link(idea)} new, at ${after}`;
  const before = Math.round(idea.before);
  return `${link(idea)} ${before} → ${after} (${signed(after - before)})`;
}

function leaderLine(leader: RoundChanges['leader'], link: (i: IdeaRef) => string): string | null {
  if (!leader) return null;
  if (leader.before && leader.before.key === leader.now.key) return `**Leader kept:** ${link(leader.now)} still leads.`;
  return leader.before
    ? `**New leader:** ${link(leader.now)} took the lead from ${link(leader.before)}.`
    : `**New leader:** ${link(leader.now)}.`;
}

/**
 * The meta-review's opening section in Markdown: "## Since round N" and what changed, or, in
 * round one, that it is the first round. Without issues (a model writes its own) the recurring
 * and resolved lines are left out.
 */
export function changesMarkdown(digest: RoundDigest, issues?: readonly string[]): string {
  const changes = roundChanges(digest, issues ?? []);
  if (!changes) return `## Round ${digest.round}\nThis is the first round: there is no earlier round to compare with.`;
  const link = (i: IdeaRef) => ideaLink(digest.workspaceId, i);
  const lines = [
    leaderLine(changes.leader, link),
    changes.top.length ? `**Elo of the top ideas:** ${changes.top.map((i) => eloLine(i, link)).join('; ')}.` : null,
    issues && changes.recurring.length ? `**Weaknesses that recur:** ${changes.recurring.join('; ')}.` : null,
    issues && changes.resolved.length
      ? `**Resolved since round ${changes.previousRound}:** ${changes.resolved.join('; ')}.`
      : null,
    changes.added.length
      ? `**Added by evolution:** ${changes.added.map(link).join(', ')}.`
      : '**Added by evolution:** none this round.',
  ].filter((l): l is string => l !== null);
  return [`## Since round ${changes.previousRound}`, ...lines.map((l) => `- ${l}`)].join('\n');
}
