import type { MetricDirection, MetricLeaderboardRow } from '../../api/queries/leaderboards';
import { CellLink } from './board-section';
import { DIRECTION_WORDS } from '../shared/metric-direction-words';
import { ScrollRegion } from '../../ui/components/scroll-region';
import { lazily } from '../../domain/lazily';

const VALUE = lazily(() => new Intl.NumberFormat('en', { maximumSignificantDigits: 6 }));
const HEADERS = ['Run', 'Experiment', 'Idea', 'Session', 'Goal'];
const CELL = 'px-3 py-2.5';

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

export function MetricBoardTable({ metric, direction, rows }: MetricBoardTableProps) {
  return (
    <ScrollRegion label={`Best results by ${metric}, scrollable`}>
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">
          Best results by {metric}, {DIRECTION_WORDS[direction]}
        </caption>
        <thead className="border-b border-border bg-surface-muted text-xs text-fg-muted">
          <tr>
            <th scope="col" className={`${CELL} font-medium`}>
              Rank
            </th>
            <th scope="col" className={`${CELL} font-medium`}>
              {metric} <span className="font-normal">({DIRECTION_WORDS[direction]})</span>
            </th>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className={`${CELL} font-medium`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => {
            const to = provenanceLinks(row);
            return (
              <tr key={row.run.id}>
                <td className={`${CELL} tabular-nums`}>{row.rank}</td>
                <td className={`${CELL} whitespace-nowrap tabular-nums`}>
                  <span className="font-medium">{VALUE().format(row.value)}</span>
                  <span className="block text-xs text-fg-muted">at step {row.step}</span>
                </td>
                <th scope="row" className={`${CELL} font-medium`}>
                  <CellLink to={to.run}>{row.run.name}</CellLink>
                </th>
                <td className={CELL}>
                  <CellLink to={to.experiment}>{row.experiment.name}</CellLink>
                </td>
                <td className={CELL}>
                  <CellLink to={to.idea}>{row.idea?.title}</CellLink>
                </td>
                <td className={CELL}>
                  <CellLink to={to.session}>{row.session?.name}</CellLink>
                </td>
                <td className={CELL}>
                  <CellLink to={to.goal}>{row.goal?.title}</CellLink>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
