import type { SessionUsage, WorkspaceAnalytics } from '../../../api/queries/analytics';
import { formatCount } from '../../../ui/charts/chart-format';
import { formatDate } from '../../../ui/format/format-date';
import { AnalyticsSection } from './analytics-section';
import { DataTable, type DataColumn } from '../../../ui/components/data-table';
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

const COLUMNS: DataColumn<SessionUsage>[] = [
  { id: 'session', header: 'Session', rowHeader: true, className: 'max-w-xs', cell: (s) => s.goalTitle },
  { id: 'status', header: 'Status', cell: (s) => sessionStatusLabel(s.status) },
  {
    id: 'started',
    header: 'Started',
    card: 'hidden',
    className: 'whitespace-nowrap',
    cell: (s) => (s.startedAt ? formatDate(s.startedAt) : 'Not started'),
  },
  {
    id: 'calls',
    header: 'Model calls',
    card: 'hidden',
    className: 'tabular-nums',
    cell: (s) => formatCount(s.modelCalls),
  },
  { id: 'tokens', header: 'Tokens', className: 'tabular-nums', cell: (s) => formatCount(s.tokens) },
  { id: 'cost', header: 'Cost', cell: costOf },
];

export function ModelUsageSection({ data }: { data: WorkspaceAnalytics }) {
  const { sessions } = data;
  const unpriced = sessions.some((s) => s.costUsd === null && s.engine === 'model');
  const empty = sessions.length === 0 && 'No sessions yet. Start a session from a goal to see its model usage here.';
  return (
    <AnalyticsSection title="Model usage" empty={empty}>
      <DataTable
        rows={sessions}
        columns={COLUMNS}
        caption="Model usage per session"
        density="compact"
        getRowKey={(s) => s.id}
      />
      {unpriced && <p className="mt-2 text-sm text-fg-muted">{ADMINISTRATOR_HELP.modelPrice}</p>}
    </AnalyticsSection>
  );
}
