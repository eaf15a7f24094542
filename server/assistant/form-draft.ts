import { searchVariables } from '../datasets/search';
import { IDEAS_RANGE, ROUNDS_RANGE } from '../../src/domain/contract-limits';
import { DEFAULT_NUMBER_OF_IDEAS, DEFAULT_ROUNDS } from '../../src/domain/session-defaults';
import type { Grounding } from './grounding';
import type { FieldUpdate, FormContext, FormField } from './intents';

// The offline engine's form drafting: values come from the user's own words (the topic after
// 'about', 'on', 'for'…, counts like '12 ideas'), then the field's current value, then the
// workspace. Nothing is invented beyond a plain restatement; each value says where it came from.

const COMMAND = /\b(?:fill|draft|complete|populate|pre-?fill|write up|set up)\b/i;
const TOPIC_MARKER =
  /\b(?:about|on|for|regarding|around|into|investigating|exploring|studying|to study|to explore|to investigate)\s+/i;
const FILLER =
  /^(?:(?:in|out|up|the|a|an|my|this|our|research|new|goal|form|fields?|title|description|please)\b[\s,:-]*)+/i;
const COUNTS = /[,;]?\s*(?:with|and|using)?\s*\b\d+\s+(?:ideas?|rounds?)\b/gi;

/** The research topic in a request, or '' when it names none. */
export function topicOf(text: string): string {
  let rest = text.replace(COUNTS, ' ').trim();
  const command = COMMAND.exec(rest);
  if (command) rest = rest.slice(command.index + command[0].length);
  const marker = TOPIC_MARKER.exec(rest);
  const topic = (marker ? rest.slice(marker.index + marker[0].length) : rest.trim().replace(FILLER, ''))
    .replace(/^(?:please|the|a|an)\s+/i, '')
    .replace(/\s*(?:please)?[.!?]*$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  return topic.length >= 3 ? topic : '';
}

const countIn = (text: string, noun: string, [min, max]: readonly [number, number]): number | null => {
  const match = new RegExp(`\\b(\\d+)\\s+${noun}s?\\b`, 'i').exec(text);
  return match ? Math.min(max, Math.max(min, Number(match[1]))) : null;
};

function titleFrom(topic: string): string {
  const words = topic.split(' ');
  let title = '';
  for (const word of words) if ((title + ' ' + word).trim().length <= 120) title = `${title} ${word}`.trim();
  return title.charAt(0).toUpperCase() + title.slice(1).replace(/[,;:]+$/, '');
}

type Kind = 'title' | 'description' | 'numberOfIdeas' | 'rounds';

function kindOf(field: FormField): Kind | null {
  const last = field.name.split('.').pop()!.toLowerCase();
  if (last === 'title' || last === 'name') return 'title';
  if (['description', 'summary', 'objective', 'details'].includes(last)) return 'description';
  if (last === 'numberofideas' || last === 'ideas') return 'numberOfIdeas';
  if (last === 'rounds') return 'rounds';
  return null;
}

export function draftFormFields(form: FormContext, request: string, grounding: Grounding): FieldUpdate[] {
  const current = (kind: Kind) => form.fields.find((f) => kindOf(f) === kind)?.value?.trim() ?? '';
  const fromWords = topicOf(request);
  const workspace = grounding.workspace;
  const topic = fromWords || current('title') || (workspace ? workspace.name : '');
  if (!topic) return [];
  const source = fromWords
    ? 'from your request'
    : current('title')
      ? 'from the title already in the form'
      : `from the workspace '${workspace?.name}'`;
  const data = searchVariables(topic, { limit: 2 }).map((m) => m.variable.name);
  const description = [
    `Investigate ${topic.charAt(0).toLowerCase()}${topic.slice(1)}.`,
    workspace
      ? `This goal belongs to the workspace '${workspace.name}'${workspace.description ? ` (${workspace.description})` : ''}.`
      : '',
    'Generate ideas that are novel, testable and feasible with available data and methods, and say how each would be evaluated.',
    data.length > 0 ? `Public data that may help: ${data.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const ideas = countIn(request, 'idea', IDEAS_RANGE);
  const rounds = countIn(request, 'round', ROUNDS_RANGE);
  const values: Record<Kind, FieldUpdate['value'] | null> = {
    title: titleFrom(topic),
    description,
    numberOfIdeas: String(ideas ?? DEFAULT_NUMBER_OF_IDEAS),
    rounds: String(rounds ?? DEFAULT_ROUNDS),
  };
  const reasons: Record<Kind, string> = {
    title: `The research topic, ${source}.`,
    description: `A restatement of the topic ${source}, with the workspace and matching public data.`,
    numberOfIdeas: ideas
      ? 'The number of ideas you asked for.'
      : `The default number of ideas per session (${DEFAULT_NUMBER_OF_IDEAS}).`,
    rounds: rounds
      ? 'The number of rounds you asked for.'
      : `The default number of tournament rounds (${DEFAULT_ROUNDS}).`,
  };
  return form.fields.flatMap((field) => {
    const kind = kindOf(field);
    const value = kind && values[kind];
    return kind && value ? [{ field: field.name, value, reasoning: reasons[kind] }] : [];
  });
}
