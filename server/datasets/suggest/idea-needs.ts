import { FIELDS, fieldById, methodById, type LibraryMethod } from '../../engine/offline/fields/field-library';
import type { ResearchField } from '../../engine/offline/fields/field-schema';
import { researchPlanSchema } from '../../engine/types';
import { tokenize } from '../../relevance/tokens';

// What data an idea needs (docs/product.md, "Datasets"): its research field, read from its
// session's plan; the library methods it uses, which say what they measure; and the adjacent fields
// those methods name (a machine-learning-guided enzyme design names machine learning). Suggestions
// come from these fields, and a general corpus only when a method works on that kind of data.

export interface IdeaText {
  title: string;
  summary: string;
  methodology: string[];
  expectedOutcomes: string[];
}

export interface IdeaNeeds {
  /** The session's research field, or null when none was recognised (every dataset may serve). */
  fieldId: string | null;
  /** Other fields the idea's methods name, most named first. */
  adjacentFieldIds: string[];
  methods: LibraryMethod[];
  /** The kinds of general data (text, images, …) the idea's methods work on. */
  dataKinds: Set<DataKind>;
}

export type DataKind = 'text' | 'images' | 'audio' | 'video' | 'code' | 'graphs' | 'tabular';

// The words that say a method works on a kind of general data, and that a corpus is of that kind.
const KIND_WORDS: Record<DataKind, string[]> = {
  text: ['text', 'natural language', 'corpora', 'corpus', 'document', 'question answering', 'sentiment'],
  images: ['image', 'vision', 'photograph', 'picture', 'video frame'],
  audio: ['audio', 'speech', 'voice'],
  video: ['video', 'action recognition'],
  code: ['source code', 'code generation', 'program synthesis', 'software'],
  graphs: ['graph', 'network science', 'social network'],
  tabular: ['tabular'],
};

/** The kinds of general data a text is about, by the words of KIND_WORDS it uses. */
export function dataKindsOf(text: string): Set<DataKind> {
  const terms = tokenize(text);
  const words = new Set(terms);
  const phrases = ` ${terms.join(' ')} `;
  const kinds = new Set<DataKind>();
  for (const [kind, cues] of Object.entries(KIND_WORDS) as [DataKind, string[]][])
    for (const cue of cues) {
      const terms = tokenize(cue);
      if (terms.length === 1 ? words.has(terms[0]) : phrases.includes(` ${terms.join(' ')} `)) kinds.add(kind);
    }
  return kinds;
}

// A method names another field when its own words carry that field's signals, at least two of
// them worth NAMED_EVIDENCE between them (signals weigh 1–3): 'machine learning' and 'language
// model' name machine learning; a lone 'model' or 'sequence' names nothing.
const NAMED_EVIDENCE = 4;

function namesField(method: LibraryMethod, field: ResearchField): boolean {
  const words = ` ${tokenize(methodText(method)).join(' ')} `;
  const found = Object.entries(field.signals).filter(([signal]) => words.includes(` ${tokenize(signal).join(' ')} `));
  return found.length >= 2 && found.reduce((sum, [, weight]) => sum + weight, 0) >= NAMED_EVIDENCE;
}

/** A method's own words: what it does and what it measures. */
export const methodText = (m: LibraryMethod) => [m.name, m.mechanism, m.measure, ...m.keywords].join('. ');

/** The field a session's plan names, if the library has it; a plan that does not parse names none. */
export function planFieldId(plan: unknown): string | null {
  const field = researchPlanSchema.safeParse(plan).data?.field ?? null;
  return field && fieldById(field.id) ? field.id : null;
}

export function ideaNeeds(fieldId: string | null, methodIds: readonly string[]): IdeaNeeds {
  const methods = methodIds.map(methodById).filter((m): m is LibraryMethod => m !== undefined);
  const adjacent = new Map<string, number>();
  const name = (id: string, weight: number) => {
    if (id !== fieldId) adjacent.set(id, (adjacent.get(id) ?? 0) + weight);
  };
  for (const method of methods) {
    // A method of another field (an idea that borrowed it) names that field outright.
    name(method.fieldId, 1);
    for (const other of FIELDS) if (other.id !== method.fieldId && namesField(method, other)) name(other.id, 1);
  }
  return {
    fieldId,
    adjacentFieldIds: [...adjacent.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id),
    methods,
    dataKinds: dataKindsOf(methods.map(methodText).join('. ')),
  };
}
