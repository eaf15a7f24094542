import type { AgentUsage } from '../../api/queries/agents';
import { formatDate } from '../../ui/format/format-date';
import { lazily } from '../../domain/lazily';

const count = lazily(() => new Intl.NumberFormat('en'));

/** 850 ms, 12.4 s, 3.2 min: the unit a reader takes in at a glance. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${count().format(Math.round(ms))} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${(ms / 60_000).toFixed(1)} min`;
}

/** An agent's measured usage, each number with its label. */
export function AgentUsageList({ usage }: { usage: AgentUsage }) {
  const rows: [string, string][] = [
    ['Runs', count().format(usage.runs)],
    ['Model calls', count().format(usage.calls)],
    ['Tokens', count().format(usage.tokens)],
    ['Failures', count().format(usage.failures)],
    ['Average latency', usage.averageLatencyMs === null ? 'No runs yet' : formatDuration(usage.averageLatencyMs)],
    ['Last run', usage.lastRunAt ? formatDate(usage.lastRunAt, true) : 'Never'],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-fg-muted">{label}</dt>
          <dd className="min-w-0 break-words tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
