import { lazily } from '../../domain/lazily';
// Seconds matter in a log, so this shows them, unlike the shell's formatDate.
const DATE_TIME = lazily(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }));

export function formatLogTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME().format(date);
}
