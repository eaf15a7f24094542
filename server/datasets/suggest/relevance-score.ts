import { termCosine, vectorNorm } from '../../relevance/similarity';
import { tokenize } from '../../relevance/tokens';
import { documentFrequencies, idf, tfidf, type TermVector } from '../../relevance/weights';
import type { Candidate } from './candidates';
import { dataKindsOf, type IdeaNeeds, type IdeaText } from './idea-needs';

// How well each candidate serves an idea (docs/product.md, "Datasets"), by the relevance module:
// the TF-IDF cosine of what the idea needs (its text, and what its methods measure) and what the
// dataset holds, weighted among the candidates, times how near the dataset's field is to the
// idea's. Below RELEVANCE_FLOOR a dataset is no suggestion: fewer good ones beat five weak ones.

/** The lowest score shown; measured on bench/field-suggestions.ts (docs/engine.md, "Relevance"). */
export const RELEVANCE_FLOOR = 0.12;

// The score is a cosine of word weights: even a dataset made for the idea shares only part of its
// words (the enzyme journey's best fits score 0.2–0.3), so shown as it is, the best suggestion
// would read '21% relevant'. The relevance a researcher sees maps the floor to one half and rises
// toward one as the cosine grows, SHOWN_SCALE setting how fast: 0.25 reads 85%, 0.4 reads 96%.
const SHOWN_AT_FLOOR = 0.5;
const SHOWN_SCALE = 0.108;

/** The relevance shown for a score at or above the floor: 0.5 at the floor, nearing 1, same order. */
export function shownRelevance(score: number): number {
  const above = Math.max(0, score - RELEVANCE_FLOOR);
  return 1 - (1 - SHOWN_AT_FLOOR) * Math.exp(-above / SHOWN_SCALE);
}

// One word in common ('count', 'patients') is chance, however rare the word.
const MIN_SHARED = 2;

// The idea's field itself counts fully; a field the dataset also serves a little less; an adjacent
// field the idea's methods name less again, so the field's own data comes first.
const HOME_FIELD = 1;
const SECOND_FIELD = 0.9;
const ADJACENT_FIELD = 0.6;
// Machine learning's general corpora (web text, photographs, speech) serve an idea of another
// field only when one of its methods works on that kind of data.
const GENERAL_FIELD = 'machine-learning-ai';

export interface Scored extends Candidate {
  /** The methodology step the dataset serves best (its index), or -1 when it shares no term with any. */
  step: number;
}

function fieldFit(needs: IdeaNeeds, c: Candidate): number {
  if (needs.fieldId === null || c.fields.length === 0) return 1;
  const [home] = c.fields;
  if (home === GENERAL_FIELD && needs.fieldId !== GENERAL_FIELD) {
    const kinds = dataKindsOf(c.dataset.topics.join('. '));
    if (![...kinds].some((k) => needs.dataKinds.has(k))) return 0;
  }
  if (home === needs.fieldId) return HOME_FIELD;
  if (c.fields.includes(needs.fieldId)) return SECOND_FIELD;
  return c.fields.some((f) => needs.adjacentFieldIds.includes(f)) ? ADJACENT_FIELD : 0;
}

/** What the idea needs from data, in words: its own, and what its methods measure. */
export const needText = (idea: IdeaText, needs: IdeaNeeds) =>
  [
    idea.title,
    idea.title,
    idea.summary,
    ...idea.methodology,
    ...idea.expectedOutcomes,
    ...needs.methods.flatMap((m) => [m.measure, m.keywords.join(', ')]),
  ].join('\n');

/** The candidates at or above the floor, best first (ties by name), each with the step it fits. */
export function scoreCandidates(idea: IdeaText, needs: IdeaNeeds, candidates: readonly Candidate[]): Scored[] {
  const docs = candidates.map((c) => tokenize(c.text));
  const df = documentFrequencies(docs);
  // A word no candidate has tells nothing about which of them fits.
  const weight = (term: string) => (df.has(term) ? idf(df.get(term)!, docs.length) : 0);
  const needTerms = tokenize(needText(idea, needs));
  const need = tfidf(needTerms, weight);
  const enough = Math.min(MIN_SHARED, new Set(needTerms).size);
  const needNorm = vectorNorm(need);
  // Words most steps repeat (the goal's topic) say nothing about which step a dataset serves.
  const stepTerms = idea.methodology.map((step) => new Set(tokenize(step)));
  const stepDf = documentFrequencies(stepTerms.map((t) => [...t]));
  const steps = stepTerms.map((terms) =>
    tfidf(
      [...terms].filter((t) => (stepDf.get(t) ?? 0) * 2 <= stepTerms.length),
      weight,
    ),
  );
  const bestStep = (doc: TermVector) => {
    let best = -1;
    let bestScore = 0;
    steps.forEach((step, i) => {
      // A step claimed for one shared word ('library', 'cycles') misleads more than no step at all.
      if ([...step.keys()].filter((term) => doc.has(term)).length < MIN_SHARED) return;
      const s = termCosine(step, doc);
      if (s > bestScore) [best, bestScore] = [i, s];
    });
    return best;
  };
  return candidates
    .flatMap((c, i) => {
      const fit = fieldFit(needs, c);
      if (fit === 0) return [];
      const doc = tfidf(docs[i], weight);
      const shared = [...need.keys()].filter((term) => doc.has(term)).length;
      if (shared < enough) return [];
      const score = fit * termCosine(need, doc, needNorm);
      return score >= RELEVANCE_FLOOR ? [{ ...c, score, step: bestStep(doc) }] : [];
    })
    .sort((a, b) => b.score - a.score || a.dataset.name.localeCompare(b.dataset.name));
}
