import { lazily } from '../../domain/lazily';

const DATE = lazily(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }));
const DATE_TIME = lazily(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));

/** The reader's locale and time zone; an unreadable value is shown as it came. */
export function formatDate(iso: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (withTime ? DATE_TIME : DATE)().format(date);
}
