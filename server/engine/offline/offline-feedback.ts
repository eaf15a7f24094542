import { tokenize } from '../../relevance/tokens';
import type { FeedbackSteer as Steer, PlanFeedback, ResearchPlan } from '../types';
import { HUMAN_SUBJECT } from './fields/field-schema';
import type { LibraryMethod } from './fields/field-library';

// What the offline engine can check of a researcher's feedback (docs/engine.md, "Researcher
// feedback"). It reads two kinds: an exclusion ("drop approaches that need animal work") drops the
// field's methods that need those subjects, or a method it names; a focus ("focus on enzymes stable
// above 80 °C") favours the methods whose words match. Anything else it says it could not check.

/** Subjects a method can need, read from everything the method says it does and uses. */
const SUBJECTS = [
  {
    asked: /\b(animals?|mice|mouse|murine|rats?|rodents?|zebrafish|primates?|in vivo|vertebrates?)\b/i,
    needs: /\b(animals?|mice|mouse|murine|rats?|rodents?|zebrafish|primates?|in vivo|head-fixed|vertebrates?)\b/i,
    words: 'animal subjects',
  },
  {
    asked: /\b(humans?|people|participants?|patients?|volunteers?|human subjects)\b/i,
    needs: HUMAN_SUBJECT,
    words: 'human participants',
  },
];

const EXCLUDE =
  /\b(drop|avoid|exclude|excluding|skip|remove|without|stop|no more|don'?t use|do not use|not use|rule out)\b/i;
const FOCUS = /\b(?:focus(?:ed|ing)? on|favou?r|prefer|prioriti[sz]e|concentrate on|more on|emphasi[sz]e)\b\s*(.+)$/i;
// Words of feedback that say how, not what: never matched against a method's words.
const FILLER = new Set(
  tokenize(
    'approach approaches method methods idea ideas work need needs needed study studies that involve involving require requiring based',
  ),
);

export interface FeedbackSteer extends Steer {
  notes: PlanFeedback[];
}

const methodText = (m: LibraryMethod) =>
  [
    m.name,
    m.mechanism,
    m.measure,
    ...m.keywords,
    ...m.steps,
    ...m.resources.map((r) => r.name),
    ...m.risks.map((r) => r.risk),
  ].join(' ');

const listed = (methods: readonly LibraryMethod[]) => methods.map((m) => m.name).join(', ');

function readExclusion(text: string, methods: readonly LibraryMethod[], steer: FeedbackSteer): PlanFeedback | null {
  if (!EXCLUDE.test(text)) return null;
  const subject = SUBJECTS.find((s) => s.asked.test(text));
  if (subject) {
    const dropped = methods.filter((m) => subject.needs.test(methodText(m)));
    for (const m of dropped) steer.excluded.set(m.id, `it needs ${subject.words}`);
    const how = dropped.length
      ? `Ideas using methods with ${subject.words} are not generated (dropped: ${listed(dropped)}).`
      : `No method of this field needs ${subject.words}, so there was nothing to drop.`;
    return { text, applied: true, how };
  }
  const words = tokenize(text.replace(EXCLUDE, ' ')).filter((w) => !FILLER.has(w));
  const named = methods.filter((m) => words.length > 0 && words.every((w) => tokenize(m.name).includes(w)));
  if (named.length === 0) return null;
  for (const m of named) steer.excluded.set(m.id, 'the researcher asked to drop it');
  return { text, applied: true, how: `Ideas using ${listed(named)} are not generated.` };
}

function readFocus(text: string, methods: readonly LibraryMethod[], steer: FeedbackSteer): PlanFeedback | null {
  const asked = FOCUS.exec(text)?.[1];
  if (!asked) return null;
  const words = tokenize(asked).filter((w) => !FILLER.has(w));
  const matching = methods.filter((m) => tokenize(methodText(m)).some((w) => words.includes(w)));
  if (matching.length === 0)
    return {
      text,
      applied: false,
      how: `Could not check: none of this field's methods speaks of "${asked.trim()}". A model engine reads it in full.`,
    };
  for (const w of words) steer.focus.add(w);
  return {
    text,
    applied: true,
    how: `Ideas whose words match "${asked.trim()}" are favoured (${listed(matching.slice(0, 3))}).`,
  };
}

/** Reads each piece of feedback against the field's methods: what it drops, what it favours, what it could not check. */
export function readFeedback(feedback: readonly string[], methods: readonly LibraryMethod[]): FeedbackSteer {
  const steer: FeedbackSteer = { excluded: new Map(), focus: new Set(), notes: [] };
  for (const text of feedback) {
    const note = readExclusion(text, methods, steer) ??
      readFocus(text, methods, steer) ?? {
        text,
        applied: false,
        how: 'Could not check: the offline engine reads only methods or subjects to drop ("drop approaches that need animal work") and topics to focus on ("focus on …"). A model engine reads it in full.',
      };
    steer.notes.push(note);
  }
  return steer;
}

/** How much the researcher's focus favours a method: one point per focus word it speaks of. */
export const focusFit = (m: LibraryMethod, focus: ReadonlySet<string>) =>
  focus.size === 0 ? 0 : new Set(tokenize(methodText(m)).filter((w) => focus.has(w))).size;

/** The plan with the feedback's steer, for the offline agents of this step. */
export const steeredPlan = (plan: ResearchPlan, steer: Steer): ResearchPlan =>
  steer.excluded.size === 0 && steer.focus.size === 0 && !steer.favoured?.size
    ? plan
    : { ...plan, steer: { excluded: steer.excluded, focus: steer.focus, favoured: steer.favoured } };
