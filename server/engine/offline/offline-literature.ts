import { ideaSearchText, workText } from '../literature-lookups';
import { lexicalSimilarity } from '../../relevance/similarity';
import type { IdeaView, RelatedWorkJudgement, WorkView } from '../types';
import { methodById } from './fields/field-library';
import { idfOf } from '../../relevance/weights';
import { closestSentence, listOf, mostAbsent, sharedTerms } from './shared-terms';

// How an offline reviewer reads the published works found for an idea: how close each is (TF-IDF
// cosine in one corpus with the session's ideas, so the scale is the one ideas are judged on),
// why, what the idea adds, and which abstract sentence bears on its hypothesis.

export interface LiteratureFacts {
  /** Every related work, closest first. */
  judgements: RelatedWorkJudgement[];
  closest: { work: WorkView; judgement: RelatedWorkJudgement; shared: string[] };
  /** The closest work when it is close enough to make the idea not novel. */
  overlap: WorkView | null;
  /** The abstract sentence sharing most words with the hypothesis, and its work. */
  evidence: { work: WorkView; sentence: string } | null;
  count: number;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** What the idea does that a work may not: its steps, then its main method's measure. */
function candidatesOf(idea: IdeaView): string[] {
  const measure = methodById(idea.details.methods?.[0] ?? '')?.measure;
  return [...idea.details.methodology, ...(measure ? [`Measures ${measure}`] : [])];
}

export function readLiterature(
  idea: IdeaView,
  others: readonly IdeaView[],
  related: readonly WorkView[],
  overlapsAt: number,
): LiteratureFacts | null {
  if (related.length === 0) return null;
  const corpus = [idea, ...others].map(ideaSearchText).concat(related.map(workText));
  const row = lexicalSimilarity(corpus)[0];
  const idf = idfOf(corpus);
  const ideaText = corpus[0];
  const read = related
    .map((work, i) => {
      const closeness = round3(Math.min(1, Math.max(0, row[others.length + 1 + i])));
      const shared = sharedTerms(workText(work), ideaText, idf);
      const overlaps = closeness >= overlapsAt;
      const judgement: RelatedWorkJudgement = {
        key: work.key,
        closeness,
        relation: overlaps ? 'overlaps' : 'extends',
        whyClose: shared.length
          ? `Shares ${listOf(shared)} with the idea`
          : 'Shares no informative terms with the idea',
        beyond: overlaps
          ? null
          : (mostAbsent(candidatesOf(idea), workText(work)) ?? idea.details.methodology[0] ?? idea.title),
      };
      return { work, judgement, shared, order: i };
    })
    // Closest first; the sources' own order breaks ties.
    .sort((a, b) => b.judgement.closeness - a.judgement.closeness || a.order - b.order);
  const [closest] = read;
  return {
    judgements: read.map((r) => r.judgement),
    closest,
    overlap: closest.judgement.relation === 'overlaps' ? closest.work : null,
    evidence: evidenceFor(
      idea,
      read.map((r) => r.work),
    ),
    count: related.length,
  };
}

/** The abstract sentence sharing most words (two at least) with the hypothesis, closest work first on a tie. */
function evidenceFor(idea: IdeaView, works: readonly WorkView[]): LiteratureFacts['evidence'] {
  const claim = idea.details.hypothesis || idea.title;
  let best: { work: WorkView; sentence: string; shared: number } | null = null;
  for (const work of works) {
    const found = work.abstract ? closestSentence(work.abstract, claim, 2) : null;
    if (found && found.shared > (best?.shared ?? 0)) best = { work, ...found };
  }
  return best && { work: best.work, sentence: best.sentence };
}
