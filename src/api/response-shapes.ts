// What a session or idea answer must carry before a screen may use it. A server
// is ours, but a proxy or an older build may answer otherwise; refusing here gives the user the
// catalogue's words instead of a blank screen.
import { VALIDATION_MESSAGES } from '../domain/messages';
import { ClientValidationError } from './failure-message';
import type { Idea, Session } from './types';

type Loose = Record<string, unknown>;

const record = (value: unknown): Loose => (value && typeof value === 'object' ? (value as Loose) : {});
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * id and status are required; sessionFullPath may come as `name`, instanceFullPath as
 * `instance.name` or `instanceName`. Both paths are required.
 */
export function readSession(body: unknown): Session {
  const raw = record(body);
  if (!text(raw.id) || !text(raw.status)) throw new ClientValidationError(VALIDATION_MESSAGES.sessionNeedsIdAndStatus);
  const sessionFullPath = text(raw.sessionFullPath) ?? text(raw.name);
  if (!sessionFullPath) throw new ClientValidationError(VALIDATION_MESSAGES.noSessionFullPath);
  const instanceFullPath = text(raw.instanceFullPath) ?? text(record(raw.instance).name) ?? text(raw.instanceName);
  if (!instanceFullPath) throw new ClientValidationError(VALIDATION_MESSAGES.noInstanceFullPath);
  return { ...(raw as Session), sessionFullPath, instanceFullPath };
}

const SCORES = ['noveltyScore', 'correctnessScore', 'feasibilityScore'] as const;

/** id, title and ideaFullPath, and three numeric scores; with scoring data each is within 0..1. */
export function readIdea(body: unknown, withScoring = false): Idea {
  const raw = record(body);
  if (!text(raw.id) || !text(raw.title) || !text(raw.ideaFullPath))
    throw new ClientValidationError(VALIDATION_MESSAGES.ideaNeedsFields);
  const scores = SCORES.map((key) => raw[key]);
  if (!scores.every((s) => typeof s === 'number' && Number.isFinite(s)))
    throw new ClientValidationError(VALIDATION_MESSAGES.ideaNeedsNumericScores);
  if (withScoring && !scores.every((s) => (s as number) >= 0 && (s as number) <= 1))
    throw new ClientValidationError(VALIDATION_MESSAGES.ideaScoresOutOfRange);
  return raw as Idea;
}
