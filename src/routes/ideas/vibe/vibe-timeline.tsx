import type { VibeActivity } from '../../../api/queries/vibe';
import { lazily } from '../../../domain/lazily';

const TIME = lazily(() => new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' }));

function timeOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : TIME().format(date);
}

/** What the coding agent did, in order: the plan, each file, the tests, the checks, the push. */
export function VibeTimeline({ activities }: { activities: readonly VibeActivity[] }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-base font-semibold">Timeline</h3>
      {activities.length === 0 ? (
        <p className="text-sm text-fg-muted">Nothing done yet.</p>
      ) : (
        <ol aria-label="Coding agent activity" className="flex flex-col gap-1 text-sm">
          {activities.map((activity, i) => (
            <li key={`${activity.at}-${i}`} className="flex gap-3">
              <time dateTime={activity.at} className="shrink-0 text-fg-muted tabular-nums">
                {timeOf(activity.at)}
              </time>
              <span className="min-w-0 break-words">{activity.message}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
