import { lazily } from './lazily';

// "3 minutes ago", "yesterday": how long ago something happened, in the reader's language.

const FORMAT = lazily(() => new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

export function relativeTime(iso: string, now = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return iso;
  let amount = (then - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return FORMAT().format(Math.round(amount), unit);
    amount /= size;
  }
  return FORMAT().format(Math.round(amount), 'year');
}
