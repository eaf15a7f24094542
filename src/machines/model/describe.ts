// Words for a plan's steps: what a tester does or sees happen, from the event alone.
import type { AnyStateMachine } from 'xstate';
import { timerDelayOf } from './transitions';
import type { PlanEvent } from './types';

const clip = (text: string, max = 70) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A sample value in a few words: its status or outcome when it has one, else compact JSON. */
function summary(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return 'nothing';
  if (typeof value !== 'object') return clip(String(value));
  if (value instanceof Error) {
    const status = (value as { status?: unknown }).status;
    return clip(status ? `${status} ${value.message}` : value.message);
  }
  const record = value as Record<string, unknown>;
  for (const key of ['status', 'outcome', 'success'])
    if (key in record && typeof record[key] !== 'object') return `${key} ${String(record[key])}`;
  const nested = Object.values(record).find((v) => typeof v === 'object' && v !== null && 'status' in v);
  if (nested) return `status ${String((nested as { status: unknown }).status)}`;
  const field = ([key, v]: [string, unknown]) =>
    `${key} ${Array.isArray(v) ? `[${v.length}]` : typeof v === 'object' && v !== null ? '{…}' : String(v)}`;
  // Ids say little to a tester; the other fields say what the answer was.
  const telling = Object.entries(record).filter(([key]) => !/(^id$|Id$)/.test(key));
  return clip((telling.length ? telling : Object.entries(record)).map(field).join(', '));
}

export function describeEvent(machine: AnyStateMachine, event: PlanEvent): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (actor) {
    const detail = summary(actor[1] === 'done' ? event.output : event.error);
    return `${actor[2]} ${actor[1] === 'done' ? 'answers' : 'fails'}${detail ? ` (${detail})` : ''}`;
  }
  if (event.type === 'xstate.init') return 'Start';
  if (event.type.startsWith('xstate.after.')) {
    const delay = event.type.split('.')[2];
    const ms = timerDelayOf(machine, event.type);
    return ms === null ? `Wait for ${delay}` : `Wait ${ms} ms (${delay})`;
  }
  const { type, ...payload } = event;
  const errorsInWords = (_key: string, value: unknown) => (value instanceof Error ? summary(value) : value);
  return Object.keys(payload).length ? `${type} ${clip(JSON.stringify(payload, errorsInWords))}` : type;
}
