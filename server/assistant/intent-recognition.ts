import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import { termCosine } from '../relevance/similarity';
import { tokenize } from '../relevance/tokens';
import { documentFrequencies, idf as smoothedIdf, tfidf } from '../relevance/weights';

// Which of the offline assistant's questions a message asks (intents/offline-intents.yaml): the
// message's words, mapped through the synonyms to the examples' words, compared with every
// example by the relevance module's TF-IDF cosine (each word once). Paraphrases share the rare words that matter ('feasible',
// 'novel') even when the rest differs. docs/architecture.md, "The research assistant".

export const INTENT_IDS = [
  'best-ideas',
  'most-novel',
  'most-feasible',
  'riskiest',
  'compare-ideas',
  'meta-review',
  'next-steps',
  'datasets-for-idea',
  'configure-model',
] as const;
export type IntentId = (typeof INTENT_IDS)[number];

const intentFileSchema = z.strictObject({
  threshold: z.number().min(0).max(1),
  synonyms: z.record(z.string(), z.array(z.string()).min(1)),
  intents: z
    .array(z.strictObject({ id: z.enum(INTENT_IDS), examples: z.array(z.string().min(3)).min(3) }))
    .refine((list) => INTENT_IDS.every((id) => list.some((i) => i.id === id)), 'every intent needs examples'),
});

export interface RecognisedIntent {
  id: IntentId;
  score: number;
}

export interface IntentModel {
  recognise(query: string): RecognisedIntent[];
}

export function buildIntentModel(text: string): IntentModel {
  const file = intentFileSchema.parse(parse(text));
  const canonical = new Map<string, string>();
  for (const [word, synonyms] of Object.entries(file.synonyms))
    for (const s of [word, ...synonyms]) for (const t of tokenize(s)) canonical.set(t, word);
  const terms = (s: string) =>
    new Set(tokenize(s.replace(/\bmeta[- ]review\b/gi, 'meta-review')).map((t) => canonical.get(t) ?? t));
  // Only a word that names what is asked ('feasible', 'dataset') makes a second question.
  const KEY_TERMS = new Set(Object.keys(file.synonyms).filter((k) => !['idea', 'session', 'next'].includes(k)));
  const examples = file.intents.flatMap((intent) => intent.examples.map((e) => ({ id: intent.id, terms: terms(e) })));
  const df = documentFrequencies(examples.map((e) => [...e.terms]));
  const weight = (t: string) => smoothedIdf(df.get(t) ?? 0, examples.length);
  const vectorOf = (set: Set<string>) => tfidf(set, weight);
  const exampleVectors = examples.map((e) => vectorOf(e.terms));
  /** The best-matching intent for a set of terms, and the terms its example shares. */
  const bestFor = (q: Set<string>) => {
    const qVector = vectorOf(q);
    let found: { id: IntentId; score: number; shared: string[] } | null = null;
    if (qVector.size === 0) return found;
    examples.forEach((e, i) => {
      const score = termCosine(qVector, exampleVectors[i]);
      if (score >= file.threshold && score > (found?.score ?? 0))
        found = { id: e.id, score, shared: [...q].filter((t) => e.terms.has(t)) };
    });
    return found as { id: IntentId; score: number; shared: string[] } | null;
  };
  return {
    recognise(query) {
      const q = terms(query);
      const first = bestFor(q);
      if (!first) return [];
      // A second question in the same message is what the first match leaves unexplained.
      const rest = new Set([...q].filter((t) => !first.shared.includes(t)));
      const second = bestFor(rest);
      const asks = second && second.id !== first.id && second.shared.some((t) => KEY_TERMS.has(t));
      return [first, ...(asks ? [second] : [])].map(({ id, score }) => ({
        id,
        score: Math.round(score * 1000) / 1000,
      }));
    },
  };
}

export const OFFLINE_INTENTS: IntentModel = buildIntentModel(
  readFileSync(new URL('./intents/offline-intents.yaml', import.meta.url), 'utf8'),
);
