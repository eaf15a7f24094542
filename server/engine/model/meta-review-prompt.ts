import { changesMarkdown } from '../story/round-changes';
import { ideaPath } from '../story/idea-links';
import type { RoundDigest } from '../types';

// The meta-review request: the ranking with each idea's link, what changed since the last round
// (worked out here, so the model reports it rather than guesses), and the Markdown sections the
// session page shows (docs/engine.md, "Meta-review").

export function metaReviewPrompt(digest: RoundDigest): string {
  const ranking = digest.ranked
    .map(
      (i, n) =>
        `${n + 1}. ${i.title} (Elo ${Math.round(i.elo)}, ${i.wins}-${i.losses}-${i.draws}) — link: ${ideaPath(digest.workspaceId, i.key)}`,
    )
    .join('\n');
  const weak = digest.weakReviews.map((r) => `- [${r.type} ${r.score}/5] ${r.title}: ${r.text}`).join('\n');
  const debates = digest.matchRationales.map((r) => `- ${r}`).join('\n');
  const previous = digest.previous;
  const since = previous
    ? `Since round ${previous.round} (facts, keep them):\n${changesMarkdown(digest)}\nIssues round ${previous.round} named: ${previous.recurringIssues.join('; ') || 'none'}`
    : 'This is the first round: there is no earlier round to compare with.';
  return [
    `TASK: meta_review (round ${digest.round})`,
    `Ranking:\n${ranking}`,
    `Weak reviews:\n${weak || 'none'}`,
    `Debate verdicts:\n${debates || 'none'}`,
    since,
    "Summarise the patterns that recur across reviews and debates (these go into every agent's prompt next round) and list them as recurringIssues.",
    previous
      ? `Write metaReview in Markdown. Open with "## Since round ${previous.round}": the new or kept leader, the Elo changes of the top ideas, which of round ${previous.round}'s issues recur and which are resolved, and the ideas evolution added. Then "## Recurring issues" as a list and "## Next round" with advice.`
      : `Write metaReview in Markdown. Open with "## Round ${digest.round}" saying it is the first round, then "## Recurring issues" as a list and "## Next round" with advice.`,
    'Write overview in Markdown for the scientist, with the sections "## Where the session stands", "## Leading ideas" (a numbered list; link each idea as [its title](its link) with the link given above) and "## Open questions".',
  ].join('\n\n');
}
