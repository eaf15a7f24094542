import type { SessionUsage, WorkspaceAnalytics } from '../../../api/queries/analytics';
import { formatCount } from '../../../ui/charts/chart-format';
import { formatDate } from '../../../ui/format/format-date';
import { AnalyticsSection } from './analytics-section';
import { ScrollRegion } from '../../../ui/components/scroll-region';
import { ADMINISTRATOR_HELP } from '../../../domain/administrator-help';
import { lazily } from '../../../domain/lazily';
import { sessionStatusLabel } from '../../../domain/session-status';

// Model calls, tokens and cost per session. Cost is the server's to work out, from the price it
// is configured with; without one, a model session's cost says who can supply it instead of
// showing a made-up number.

const usd = lazily(() => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', maximumFractionDigits: 4 }));

function costOf(session: SessionUsage): string {
  if (session.costUsd !== null) return usd().format(session.costUsd);
  return session.engine === 'offline' ? 'None: offline engine' : 'Needs a price per token';
}

export function ModelUsageSection({ data }: { data: WorkspaceAnalytics }) {
  const { sessions } = data;
  const unpriced = sessions.some((s) => s.costUsd === null && s.engine === 'model');
  const empty = sessions.length === 0 && 'No sessions yet. Start a session from a goal to see its model usage here.';
  return (
    <AnalyticsSection title="Model usage" empty={empty}>
      <ScrollRegion label="Model usage per session, scrollable">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Model usage per session</caption>
          <thead className="border-b border-border bg-surface-muted text-xs text-fg-muted">
            <tr>
              {['Session', 'Status', 'Started', 'Model calls', 'Tokens', 'Cost'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {sessions.map((s) => (
              <tr key={s.id}>
                <th scope="row" className="max-w-xs px-3 py-2 font-medium">
                  {s.goalTitle}
                </th>
                <td className="px-3 py-2">{sessionStatusLabel(s.status)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{s.startedAt ? formatDate(s.startedAt) : 'Not started'}</td>
                <td className="px-3 py-2 tabular-nums">{formatCount(s.modelCalls)}</td>
                <td className="px-3 py-2 tabular-nums">{formatCount(s.tokens)}</td>
                <td className="px-3 py-2">{costOf(s)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {unpriced && <p className="mt-2 text-sm text-fg-muted">{ADMINISTRATOR_HELP.modelPrice}</p>}
    </AnalyticsSection>
  );
}
