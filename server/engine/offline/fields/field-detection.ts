import type { GoalInput, PlanField } from '../../types';
import type { ResearchField } from './field-schema';
import { FIELDS } from './field-library';

// Which research field a goal belongs to, read from its words: every field's signal words and
// phrases are counted in the title (which weighs double), the description and the string
// parameters. A `field` parameter naming a field (by id or name) wins outright: it is how a
// researcher corrects a wrong guess. docs/engine.md, "Fields and methods".

/** confidence, 0–1: the winner's share of all evidence, discounted when the evidence is thin. */
export type DetectedField = PlanField;

const TITLE_WEIGHT = 2;
/** A signal counts at most this often, so one repeated word cannot carry a field. */
const MAX_COUNT = 2;

// Symbols are dropped, so a language named by them is spelled out first: "C++" would otherwise
// read as "c", which every temperature in °C contains.
const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z])\+\+/g, '$1plusplus')
    .replace(/([a-z])#/g, '$1sharp')
    .replace(/[^a-z0-9]+/g, ' ');

const occurrences = (haystack: string, phrase: string) => {
  let count = 0;
  for (let at = haystack.indexOf(` ${phrase} `); at !== -1; at = haystack.indexOf(` ${phrase} `, at + 1)) count++;
  return count;
};

function evidence(field: ResearchField, title: string, body: string): number {
  let score = 0;
  for (const [signal, weight] of Object.entries(field.signals)) {
    const phrase = normalise(signal).trim();
    const hits = TITLE_WEIGHT * occurrences(title, phrase) + occurrences(body, phrase);
    score += weight * Math.min(hits, MAX_COUNT * TITLE_WEIGHT);
  }
  return score;
}

function fieldNamed(value: unknown, fields: readonly ResearchField[]): ResearchField | undefined {
  if (typeof value !== 'string') return undefined;
  const wanted = normalise(value).trim();
  return fields.find((f) => f.id === value.trim() || normalise(f.name).trim() === wanted);
}

export function detectField(goal: GoalInput, fields: readonly ResearchField[] = FIELDS): DetectedField | null {
  const chosen = fieldNamed(goal.parameters.field, fields);
  if (chosen) return { id: chosen.id, name: chosen.name, confidence: 1, source: 'parameter' };
  const strings = Object.entries(goal.parameters)
    .filter(([key, v]) => key !== 'field' && typeof v === 'string')
    .map(([, v]) => v as string);
  const title = ` ${normalise(goal.title)} `;
  const body = ` ${normalise([goal.description, ...strings].join(' '))} `;
  const scored = fields
    .map((field) => ({ field, score: evidence(field, title, body) }))
    .sort((a, b) => b.score - a.score || a.field.id.localeCompare(b.field.id));
  const [best] = scored;
  if (!best || best.score === 0) return null;
  const total = scored.reduce((sum, s) => sum + s.score, 0);
  const confidence = (best.score / total) * (1 - Math.exp(-best.score / 4));
  return {
    id: best.field.id,
    name: best.field.name,
    confidence: Math.round(confidence * 100) / 100,
    source: 'detected',
  };
}
