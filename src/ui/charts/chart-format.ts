import type { XValue } from './chart-types';
import { lazily } from '../../domain/lazily';

const compact = lazily(() => new Intl.NumberFormat('en', { notation: 'compact', maximumSignificantDigits: 3 }));
const precise = lazily(() => new Intl.NumberFormat('en', { maximumSignificantDigits: 4 }));
const whole = lazily(() => new Intl.NumberFormat('en'));
const moment = lazily(() => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' }));

/** Axis ticks: short (1.2K, 0.05). */
export const formatTick = (value: number) => compact().format(value);

/** Values in tooltips and tables: four significant digits. */
export const formatValue = (value: number) => precise().format(value);

export const formatCount = (value: number) => whole().format(value);

export const formatX = (x: XValue) => (x instanceof Date ? moment().format(x) : formatValue(x));

/** "1 point", "2 points". */
export function plural(count: number, noun: string): string {
  return `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;
}

/** The caption's words for values a chart could not draw; none when every value was drawn. */
export function skippedNote(count: number, noun: string): string[] {
  return count > 0 ? [`${plural(count, noun)} could not be plotted (missing or infinite values).`] : [];
}

/** A log scale has no place for zero or below: say how many were left out. */
export function nonPositiveNote(count: number, noun: string): string[] {
  return count > 0 ? [`${plural(count, noun)} at or below zero cannot be shown on a log scale.`] : [];
}

export const NO_DATA = 'No data to plot';
export const NO_POSITIVE_DATA = 'No values above zero to plot on a log scale';

/** Long category names shortened for a tick; the table and tooltip keep them whole. */
export function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
