import { ideaLink, type IdeaRef } from './idea-links';

// The research overview in Markdown, as the offline engine writes it after each round and the
// finish step writes it for a session its budget stopped early: where the session stands, the
// leading ideas linked to their pages, and the questions still open.

export interface OverviewInput {
  workspaceId: string;
  objective: string;
  constraints: readonly string[];
  /** The last round done. */
  round: number;
  ranked: ReadonlyArray<IdeaRef & { elo: number; summary: string; record?: string }>;
  openQuestions: readonly string[];
}

const LEADERS = 5;

export function overviewMarkdown(input: OverviewInput): string {
  const { ranked } = input;
  const standing = [
    `After round ${input.round}, ${ranked.length} idea${ranked.length === 1 ? '' : 's'} stand ranked for the objective: ${input.objective}`,
    input.constraints.length
      ? `Constraints kept: ${input.constraints.join('; ')}`
      : 'No explicit constraints were given.',
  ];
  const leaders = ranked
    .slice(0, LEADERS)
    .map(
      (i, n) =>
        `${n + 1}. ${ideaLink(input.workspaceId, i)} (Elo ${Math.round(i.elo)}${i.record ? `, ${i.record}` : ''}): ${i.summary}`,
    );
  const questions = input.openQuestions.length ? input.openQuestions.map((q) => `- ${q}`) : ['None recorded yet.'];
  return [
    '## Where the session stands',
    standing.join('\n\n'),
    '## Leading ideas',
    leaders.length ? leaders.join('\n') : 'No idea has been ranked yet.',
    '## Open questions',
    questions.join('\n'),
  ].join('\n\n');
}
