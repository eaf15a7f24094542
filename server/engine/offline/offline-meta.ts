import { changesMarkdown } from '../story/round-changes';
import { ideaLink } from '../story/idea-links';
import { overviewMarkdown } from '../story/overview-text';
import type { MetaReview, ResearchPlan, RoundDigest } from '../types';

// The offline meta-review, in Markdown: what changed since the last round, what went wrong most
// often in this round's reviews and matches, and advice the next round's prompts (and the offline
// generator's expansion step) can use; beside it, the research overview.

const ISSUE_BY_TYPE: Record<string, string> = {
  initial: 'weak alignment with the goal',
  full: 'overlap with other ideas',
  deep_verification: 'unverified key assumptions',
  observation: 'little explanatory power beyond existing accounts',
  simulation: 'an early failure point in the experiment',
  tournament: 'issues that keep losing debates',
};

export function offlineMetaReview(plan: ResearchPlan, digest: RoundDigest): MetaReview {
  const byType = new Map<string, number[]>();
  for (const r of digest.weakReviews) byType.set(r.type, [...(byType.get(r.type) ?? []), r.score]);
  const issues = [...byType.entries()]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .map(([type]) => ISSUE_BY_TYPE[type] ?? type);
  const ranked = digest.ranked;
  const longRunning = ranked.filter((i) => i.details.timeline.totalDuration > 365).length;
  if (longRunning > ranked.length / 2) issues.push('timelines longer than a year');
  const recurringIssues = issues.slice(0, 4);
  const top = ranked[0];
  const link = (i: { key: string; title: string }) => ideaLink(digest.workspaceId, i);
  const metaReview = [
    changesMarkdown(digest, recurringIssues),
    '## Recurring issues',
    recurringIssues.length ? recurringIssues.map((i) => `- ${i}`).join('\n') : 'No issue recurred across reviews.',
    ...(top
      ? ['## Leading idea', `The tournament favoured ${link(top)} (${top.wins} wins), made by ${top.strategy}.`]
      : []),
    '## Next round',
    `${NEXT_ROUND} ${recurringIssues[0] ?? 'repeating the leaders'} and cover keywords not yet explored (${plan.keywords.slice(-3).join(', ')}).`,
  ].join('\n\n');
  const overview = overviewMarkdown({
    workspaceId: digest.workspaceId,
    objective: plan.objective,
    constraints: plan.constraints,
    round: digest.round,
    ranked: ranked.map((i) => ({ ...i, record: `${i.wins}-${i.losses}-${i.draws}` })),
    openQuestions: recurringIssues,
  });
  return { metaReview, overview, recurringIssues };
}

const NEXT_ROUND = 'Favour ideas that avoid';

/** The gap a meta-review names for the next round, in plain words (older texts: their first sentence). */
export function metaReviewGap(metaReview: string | null): string {
  if (!metaReview) return 'directions not yet covered';
  const advice = metaReview.split('\n').find((line) => line.startsWith(NEXT_ROUND));
  return (advice ?? metaReview).split(/[.;]/)[0].slice(0, 160);
}
