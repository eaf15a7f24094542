import type { ReactNode } from 'react';
import type { MetricDirection, MetricLeaderboardRow } from '../../api/queries/leaderboards';
import { CellLink } from './board-section';
import { DIRECTION_WORDS } from '../shared/metric-direction-words';
import { DataTable, type DataColumn } from '../../ui/components/data-table';
import { lazily } from '../../domain/lazily';

const VALUE = lazily(() => new Intl.NumberFormat('en', { maximumSignificantDigits: 6 }));

/** Where a run came from, run → experiment → idea → session → goal, each a link to its page. */
function provenanceLinks(row: MetricLeaderboardRow) {
  const ws = row.workspace.id;
  return {
    run: `/workspaces/experiments/${row.experiment.id}/runs/${row.run.id}`,
    experiment: `/workspaces/experiments/${row.experiment.id}`,
    idea: row.idea ? `/workspaces/${ws}/ideas/${row.idea.id}` : undefined,
    session: row.session ? `/workspaces/${ws}/session/${row.session.id}` : undefined,
    // Goals have no page of their own: they are listed on their workspace's goals tab.
    goal: row.goal ? `/workspaces/${ws}/goals` : undefined,
  };
}

interface MetricBoardTableProps {
  metric: string;
  direction: MetricDirection;
  rows: MetricLeaderboardRow[];
}

function columns(metric: string, direction: MetricDirection): DataColumn<MetricLeaderboardRow>[] {
  const link = (key: keyof ReturnType<typeof provenanceLinks>, words: (row: MetricLeaderboardRow) => ReactNode) => ({
    id: key,
    header: key[0]!.toUpperCase() + key.slice(1),
    cell: (row: MetricLeaderboardRow) => <CellLink to={provenanceLinks(row)[key]}>{words(row)}</CellLink>,
  });
  return [
    { id: 'rank', header: 'Rank', className: 'tabular-nums', cell: (row) => row.rank },
    {
      id: 'value',
      header: (
        <>
          {metric} <span className="font-normal">({DIRECTION_WORDS[direction]})</span>
        </>
      ),
      label: metric,
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => (
        <>
          <span className="font-medium">{VALUE().format(row.value)}</span>
          <span className="block text-xs text-fg-muted">at step {row.step}</span>
        </>
      ),
    },
    { ...link('run', (row) => row.run.name), rowHeader: true },
    link('experiment', (row) => row.experiment.name),
    { ...link('idea', (row) => row.idea?.title), card: 'hidden' },
    { ...link('session', (row) => row.session?.name), card: 'hidden' },
    { ...link('goal', (row) => row.goal?.title), card: 'hidden' },
  ];
}

export function MetricBoardTable({ metric, direction, rows }: MetricBoardTableProps) {
  return (
    <DataTable
      rows={rows}
      columns={columns(metric, direction)}
      caption={`Best results by ${metric}, ${DIRECTION_WORDS[direction]}`}
      label={`Best results by ${metric}, scrollable`}
      density="compact"
      tableClassName="min-w-[44rem]"
      getRowKey={(row) => row.run.id}
    />
  );
}
