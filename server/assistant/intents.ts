import type { components } from '../../src/api/schema';
import type { VariableMatch } from '../datasets/search';
import { searchCatalogue } from './catalogue-answer';
import { OFFLINE_INTENTS, type RecognisedIntent } from './intent-recognition';

// What a question asks for beyond an answer: a form to fill (the request's context names the
// open form and its fields) and public data (searched in the shipped catalogue). Both engines
// plan the same way, so the events a question produces do not depend on the model.

export type FieldUpdate = components['schemas']['FieldUpdate'];

export interface FormField {
  name: string;
  label?: string;
  value?: string;
}

export interface FormContext {
  id: string;
  fields: FormField[];
}

export interface AnswerPlan {
  /** The form to fill, when the user asked for it. */
  fill: FormContext | null;
  /** Catalogue matches, when the question is about data and asks nothing more specific. */
  datasets: VariableMatch[];
  /** The questions about the user's own ideas it asks (intent-recognition.ts), best match first. */
  intents: RecognisedIntent[];
}

/** The create-goal form, for a drafting request made with no form open. */
export const GOAL_FORM: FormContext = {
  id: 'research-goal',
  fields: [
    { name: 'title', label: 'Title' },
    { name: 'description', label: 'Description' },
    { name: 'parameters.numberOfIdeas', label: 'Number of ideas' },
    { name: 'parameters.rounds', label: 'Rounds' },
  ],
};

const FILL_VERB =
  /\b(fill|fills|filling|draft|drafting|complete|populate|pre-?fill|prefill|write up|set up|suggest values)\b/i;
const FORM_WORD = /\b(form|fields?|goal)\b/i;
const DATA_WORD = /\b(data|dataset|datasets|statistics?|stats|variables?|indicators?|census|figures|data ?commons)\b/i;

export const isDataQuestion = (query: string) => DATA_WORD.test(query);

// "Compare A with B", "A vs B", "the difference between A and B": a comparison whatever A and B
// are called. Their names are the user's own titles, ranks or ids, words no example can hold, and
// they would drown the one word that says what is asked.
const COMPARISON =
  /\b(?:compare|contrast|weigh)\b.*\b(?:with|and|to|against|versus|vs\.?)\b|\bdifference between\b.*\band\b|\S\s+(?:vs\.?|versus)\s+\S/i;

/** The recognised intents, with a comparison of two ideas added when the message is shaped as one. */
export function recogniseIntents(query: string): RecognisedIntent[] {
  const intents = OFFLINE_INTENTS.recognise(query);
  const compares = COMPARISON.test(query) && !isDataQuestion(query);
  if (!compares || intents.some((i) => i.id === 'compare-ideas')) return intents;
  const comparison: RecognisedIntent = { id: 'compare-ideas', score: 1 };
  return [comparison, ...intents].slice(0, 2);
}

/** context.form as sent by the SPA, if it is well formed. */
export function formOf(context: Record<string, unknown>): FormContext | null {
  const form = context.form as { id?: unknown; fields?: unknown } | undefined;
  if (!form || typeof form !== 'object' || !Array.isArray(form.fields)) return null;
  const fields = form.fields
    .filter((f): f is FormField => !!f && typeof f === 'object' && typeof (f as FormField).name === 'string')
    .map((f) => ({
      name: f.name,
      ...(typeof f.label === 'string' && { label: f.label }),
      ...(typeof f.value === 'string' && { value: f.value }),
    }));
  return fields.length > 0 ? { id: typeof form.id === 'string' ? form.id : 'form', fields } : null;
}

export function planAnswer(query: string, context: Record<string, unknown>): AnswerPlan {
  const form = formOf(context);
  const asksToFill = FILL_VERB.test(query) && (FORM_WORD.test(query) || form !== null);
  // The goal form is the one form the assistant knows without being told.
  const fill = asksToFill ? (form ?? GOAL_FORM) : null;
  const intents = fill ? [] : recogniseIntents(query);
  const datasets = !fill && intents.length === 0 && isDataQuestion(query) ? searchCatalogue(query) : [];
  return { fill, datasets, intents };
}

/** One update is a field_update, several a field_updates_batch. */
export function fieldUpdateEvent(updates: FieldUpdate[]) {
  return updates.length === 1
    ? { eventType: 'field_update' as const, data: { fieldUpdate: updates[0], reasoning: updates[0].reasoning } }
    : { eventType: 'field_updates_batch' as const, data: { updates } };
}

/** Only fields the form has, once each, with string values. */
export function keepFormFields(form: FormContext, updates: FieldUpdate[]): FieldUpdate[] {
  const names = new Set(form.fields.map((f) => f.name));
  const seen = new Set<string>();
  return updates
    .filter((u) => names.has(u.field) && !seen.has(u.field) && seen.add(u.field))
    .map((u) => ({ ...u, value: String(u.value) }));
}
