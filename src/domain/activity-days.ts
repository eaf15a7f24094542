// The activity log's rows under day headings, in the reader's time zone (docs/product.md,
// "Activity-log drawer"): "Today", "Yesterday", then the day in full ("Tuesday, 24 November 2026").

export interface LogDay<T> {
  /** The calendar day, YYYY-MM-DD in the time zone, or '' for rows whose time cannot be read. */
  key: string;
  heading: string;
  logs: T[];
}

export interface DayOptions {
  now?: Date;
  /** IANA name; the reader's own when not given. */
  timeZone?: string;
  locale?: string;
}

const dayKeyFormat = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day before a YYYY-MM-DD, on the calendar (not 24 hours back: days are 23 or 25 hours at a clock change). */
function dayBefore(key: string): string {
  const [year, month, day] = key.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/** Consecutive rows of the same day together, in the order given (newest first from the server). */
export function groupLogsByDay<T extends { createdAt: string }>(logs: T[], options: DayOptions = {}): LogDay<T>[] {
  const keyOf = dayKeyFormat(options.timeZone);
  const today = keyOf.format(options.now ?? new Date());
  const yesterday = dayBefore(today);
  const full = new Intl.DateTimeFormat(options.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const heading = (key: string) => {
    if (!key) return 'Unknown date';
    if (key === today) return 'Today';
    if (key === yesterday) return 'Yesterday';
    const [year, month, day] = key.split('-').map(Number);
    return full.format(new Date(Date.UTC(year, month - 1, day, 12)));
  };
  const days: LogDay<T>[] = [];
  for (const log of logs) {
    const at = new Date(log.createdAt);
    const key = Number.isNaN(at.getTime()) ? '' : keyOf.format(at);
    const last = days.at(-1);
    if (last && last.key === key) last.logs.push(log);
    else days.push({ key, heading: heading(key), logs: [log] });
  }
  return days;
}
