import type { AgentRun } from '../../api/queries/agents';
import { Badge } from '../../ui/components/badge';
import { DataTable, type DataColumn } from '../../ui/components/data-table';
import { formatDate } from '../../ui/format/format-date';
import { formatDuration } from './agent-usage';
import { RunSubject } from './run-subject';
import { lazily } from '../../domain/lazily';

const count = lazily(() => new Intl.NumberFormat('en'));

const COLUMNS: DataColumn<AgentRun>[] = [
  {
    id: 'started',
    header: 'Started',
    card: 'hidden',
    className: 'whitespace-nowrap text-fg-muted',
    cell: (run) => <time dateTime={run.startedAt}>{formatDate(run.startedAt, true)}</time>,
  },
  {
    id: 'subject',
    header: 'Worked on',
    headerClassName: 'whitespace-nowrap',
    rowHeader: true,
    className: 'min-w-48 font-normal',
    cell: (run) => <RunSubject subject={run.subject} />,
  },
  {
    id: 'duration',
    header: 'Duration',
    className: 'whitespace-nowrap tabular-nums',
    cell: (run) => formatDuration(run.durationMs),
  },
  {
    id: 'calls',
    header: 'Model calls',
    headerClassName: 'whitespace-nowrap',
    card: 'hidden',
    className: 'tabular-nums',
    cell: (run) => count().format(run.calls),
  },
  { id: 'tokens', header: 'Tokens', className: 'tabular-nums', cell: (run) => count().format(run.tokens) },
  {
    id: 'result',
    header: 'Result',
    className: 'min-w-40',
    cell: (run) => (
      <>
        <Badge tone={run.ok ? 'success' : 'danger'}>{run.ok ? 'Succeeded' : 'Failed'}</Badge>
        {run.error && <p className="mt-1 text-xs break-words text-danger-text">{run.error}</p>}
      </>
    ),
  },
];

/** The agent's latest runs for you, newest first, each linking to what it worked on. */
export function AgentRunsTable({ runs }: { runs: AgentRun[] }) {
  return (
    <DataTable
      rows={runs}
      columns={COLUMNS}
      caption="Recent runs"
      density="compact"
      getRowKey={(run) => run.id}
      empty={<p className="text-sm text-fg-muted">This agent has not run for you yet.</p>}
    />
  );
}
