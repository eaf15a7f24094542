import { citedKeys, verifyCitations } from '../citations';
import type { IdeaDraft, IdeaView, WorkView } from '../types';

// A model's idea shows only references a literature source returned: markers of the works it was
// given become readable citations, anything else is removed and counted on the draft.

/** The texts of an idea whose citations were verified when it was written. */
export const vouchedTexts = (idea: Pick<IdeaView, 'title' | 'summary' | 'details'>) => [
  idea.title,
  idea.summary,
  idea.details.hypothesis,
  idea.details.rationale,
];

export function verifyDraft(draft: IdeaDraft, works: readonly WorkView[], vouched: readonly string[] = []): IdeaDraft {
  let dropped = 0;
  const verify = (text: string) => {
    const checked = verifyCitations(text, works, vouched);
    dropped += checked.dropped;
    return checked.text;
  };
  const d = draft.details;
  const cited = citedKeys([draft.summary, d.hypothesis, d.rationale, ...d.methodology, ...d.expectedOutcomes], works);
  const details = {
    ...d,
    hypothesis: verify(d.hypothesis),
    rationale: verify(d.rationale),
    methodology: d.methodology.map(verify),
    expectedOutcomes: d.expectedOutcomes.map(verify),
  };
  return { ...draft, summary: verify(draft.summary), details, citationsDropped: dropped, citedKeys: cited };
}

/**
 * A cleaner for text that cites no works of its own (a debate, a meta-review): it keeps only the
 * citations the ideas it discusses already carry, and counts what it removed.
 */
export function unverifiedRemover(vouched: readonly string[]) {
  let dropped = 0;
  return {
    clean(text: string): string {
      const checked = verifyCitations(text, [], vouched);
      dropped += checked.dropped;
      return checked.text;
    },
    dropped: () => dropped,
  };
}
