import type { MetaReview, ResearchPlan, RoundDigest } from '../types';

// The offline meta-review: what went wrong most often in this round's reviews and matches, in
// words the next round's prompts (and the offline generator's expansion step) can use.

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
  const metaReview = [
    `Round ${digest.round} meta-review of ${ranked.length} ideas.`,
    recurringIssues.length ? `Recurring issues: ${recurringIssues.join('; ')}.` : 'No issue recurred across reviews.',
    top ? `The tournament favoured '${top.title}' (${top.wins} wins), made by ${top.strategy}.` : '',
    `Next round: favour ideas that avoid ${recurringIssues[0] ?? 'repeating the leaders'} and cover keywords not yet explored (${plan.keywords.slice(-3).join(', ')}).`,
  ]
    .filter(Boolean)
    .join(' ');
  const overview = [
    `Research overview: ${plan.objective}`,
    '',
    'Leading directions:',
    ...ranked
      .slice(0, 5)
      .map((i, n) => `${n + 1}. ${i.title} (Elo ${Math.round(i.elo)}, ${i.wins}-${i.losses}-${i.draws}): ${i.summary}`),
    '',
    plan.constraints.length
      ? `Constraints kept: ${plan.constraints.join('; ')}`
      : 'No explicit constraints were given.',
    `Open questions: ${recurringIssues.length ? recurringIssues.join('; ') : 'none recorded'}.`,
  ].join('\n');
  return { metaReview, overview, recurringIssues };
}
