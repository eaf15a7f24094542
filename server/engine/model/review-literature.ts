import type { z } from 'zod';
import { verifyCitations, workReference } from '../citations';
import type { IdeaView, RelatedWorkJudgement, ReviewDraft, ReviewResult, WorkView } from '../types';
import { vouchedTexts } from './draft-citations';
import type { reviewSchema } from './schemas';

// What a model's review may show about published work: verdicts only on works it was given,
// closeness clamped 0–1 and closest first, texts with only verified references, and a "not novel"
// verdict against a work that names it. Everything else is dropped and counted.

type Answer = z.infer<typeof reviewSchema>;
type Judged = Pick<ReviewResult, 'reviews' | 'relatedWork' | 'overlapsWithWork' | 'citationsDropped'>;

const clamp01 = (x: number) => Math.min(1, Math.max(0, Number.isFinite(x) ? x : 0));
const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function settleReview(
  answer: Answer,
  reviews: ReviewDraft[],
  request: { idea: IdeaView; others: IdeaView[]; works: readonly WorkView[] },
): Judged {
  const { idea, others, works } = request;
  const vouched = [idea, ...others].flatMap(vouchedTexts);
  let dropped = 0;
  const verify = (text: string) => {
    const checked = verifyCitations(text, works, vouched);
    dropped += checked.dropped;
    return checked.text;
  };
  const byKey = new Map(works.map((w) => [w.key, w]));
  const seen = new Set<string>();
  const relatedWork: RelatedWorkJudgement[] = [];
  for (const j of answer.relatedWork) {
    if (!byKey.has(j.key)) dropped++;
    if (!byKey.has(j.key) || seen.has(j.key)) continue;
    seen.add(j.key);
    const overlaps = j.relation === 'overlaps';
    relatedWork.push({
      key: j.key,
      closeness: clamp01(j.closeness),
      relation: j.relation,
      whyClose: verify(j.whyClose),
      beyond: overlaps || j.beyond === null ? null : verify(j.beyond),
    });
  }
  relatedWork.sort((a, b) => b.closeness - a.closeness);
  if (answer.overlapsWithWork && !byKey.has(answer.overlapsWithWork)) dropped++;
  const overlap = overlapOf(answer, relatedWork, works);
  if (overlap) {
    // The verdict and the work's judgement must agree: a work the idea is not novel against overlaps.
    const judged = relatedWork.find((j) => j.key === overlap.key);
    if (judged) Object.assign(judged, { relation: 'overlaps', beyond: null });
  }
  const texts = reviews.map((r) => ({ ...r, text: verify(r.text) }));
  return {
    reviews: texts.map((r) => (r.type === 'full' && overlap ? { ...r, text: namingWork(r.text, overlap) } : r)),
    ...(works.length > 0 && { relatedWork, overlapsWithWork: overlap?.key ?? null }),
    citationsDropped: dropped,
  };
}

/** The work the idea is not novel against: named by key, by the closest 'overlaps' verdict, or by title. */
function overlapOf(answer: Answer, judged: RelatedWorkJudgement[], works: readonly WorkView[]): WorkView | null {
  const named = works.some((w) => w.key === answer.overlapsWithWork) ? answer.overlapsWithWork : null;
  const key = named ?? judged.find((j) => j.relation === 'overlaps')?.key;
  const byTitle = answer.overlapsWith ? works.find((w) => sameTitle(w.title, answer.overlapsWith!)) : undefined;
  return works.find((w) => w.key === key) ?? byTitle ?? null;
}

/** A "not novel" review names the work: its title, authors, year and link, added when missing. */
function namingWork(text: string, work: WorkView): string {
  if (text.toLowerCase().includes(work.title.toLowerCase())) return text;
  return `${text.trimEnd()}${/[.!?]$/.test(text.trimEnd()) ? '' : '.'} Prior work: ${workReference(work)}.`;
}
