import { Link } from 'react-router-dom';
import type { OutcomePrediction, OutcomeWrongPair, WorkspaceAnalytics } from '../../../api/queries/analytics';
import { formatValue, plural } from '../../../ui/charts/chart-format';
import { ScatterChart } from '../../../ui/charts/scatter-chart';
import { Alert } from '../../../ui/components/alert';
import { DataTable, type DataColumn } from '../../../ui/components/data-table';
import { DIRECTION_WORDS } from '../../shared/metric-direction-words';
import { AnalyticsSection } from './analytics-section';

// How well the tournament predicted outcomes (docs/product.md, "Workspace analytics"): Spearman's
// ρ between each session's Elo ranking and the converted ideas' measured outcomes, its 95% interval
// and n, the chart of rank against measured rank, and the pairs the tournament got wrong.

export const OUTCOMES_TITLE = 'How well the tournament predicted outcomes';

const signed = (value: number) => (value < 0 ? `−${Math.abs(value).toFixed(2)}` : value.toFixed(2));

function intervalWords(o: OutcomePrediction): string {
  if (o.interval) return `95% interval ${signed(o.interval.low)} to ${signed(o.interval.high)} (Fisher z)`;
  if (o.n < 4) return 'no interval under 4 ideas';
  return 'no interval: every pair is in the same order, which Fisher’s z cannot bound';
}

function Headline({ outcomes }: { outcomes: OutcomePrediction }) {
  const rho =
    outcomes.rho === null
      ? 'Rank correlation not defined: the ranks do not vary'
      : `Spearman’s ρ ${signed(outcomes.rho)}`;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-lg font-semibold tabular-nums">{rho}</p>
      <p className="text-sm text-fg-muted">
        {outcomes.rho !== null && `${intervalWords(outcomes)} · `}n = {plural(outcomes.n, 'idea')} compared
        {outcomes.ideasWithOutcomes > outcomes.n &&
          ` (${outcomes.ideasWithOutcomes - outcomes.n} more measured on a metric no other idea of their session was)`}
      </p>
    </div>
  );
}

export function OutcomesSection({ data, workspaceId }: { data: WorkspaceAnalytics; workspaceId: string }) {
  const { outcomes } = data;
  const points = outcomes.outcomes.flatMap((o) =>
    o.measuredRank === null ? [] : [{ x: o.sessionRank, y: o.measuredRank, group: o.metric, label: o.title }],
  );
  return (
    <AnalyticsSection title={OUTCOMES_TITLE} empty={outcomes.ideasWithOutcomes === 0 && outcomes.note}>
      <Headline outcomes={outcomes} />
      {outcomes.note && (
        <Alert tone="info" className="mt-3">
          {outcomes.note}
        </Alert>
      )}
      {points.length > 0 && (
        <div className="mt-4">
          <ScatterChart
            label="Tournament rank against measured rank"
            points={points}
            xLabel="Elo rank in its session (1 is first)"
            yLabel="Rank by outcome (1 is best)"
            groupLabel="Metric"
            xDomain={[0.5, Math.max(...points.map((p) => p.x)) + 0.5]}
            yDomain={[0.5, Math.max(...points.map((p) => p.y)) + 0.5]}
            wholeTicks
            caption="An idea on the diagonal was measured where the tournament ranked it."
          />
        </div>
      )}
      <WrongPairs outcomes={outcomes} workspaceId={workspaceId} />
    </AnalyticsSection>
  );
}

function WrongPairs({ outcomes, workspaceId }: { outcomes: OutcomePrediction; workspaceId: string }) {
  if (outcomes.pairsCompared === 0) return null;
  const right = outcomes.pairsCompared - outcomes.wrongPairsTotal;
  return (
    <>
      <h3 className="mt-4 mb-2 text-sm font-semibold">Pairs the tournament got wrong</h3>
      <p className="mb-2 text-sm text-fg-muted">
        {`The tournament put ${right} of ${plural(outcomes.pairsCompared, 'pair')} in the order the runs measured.`}
        {outcomes.wrongPairsTotal > outcomes.wrongPairs.length &&
          ` Showing the ${outcomes.wrongPairs.length} furthest apart in rank of ${outcomes.wrongPairsTotal}.`}
      </p>
      {outcomes.wrongPairsTotal > 0 && (
        <DataTable
          rows={outcomes.wrongPairs}
          columns={pairColumns(workspaceId)}
          caption="Pairs the tournament ranked one way and the runs measured the other"
          density="compact"
          getRowKey={(pair) => `${pair.rankedHigher.ideaId}:${pair.measuredBetter.ideaId}`}
        />
      )}
    </>
  );
}

type Side = OutcomeWrongPair['rankedHigher'];

const sideCell = (side: Side, workspaceId: string) => (
  <span className="flex flex-col">
    <Link to={`/workspaces/${workspaceId}/ideas/${side.ideaId}`} className="text-accent-text hover:underline">
      {side.title}
    </Link>
    <span className="text-fg-muted tabular-nums">
      #{side.sessionRank} · Elo {Math.round(side.elo)} · {formatValue(side.value)}
    </span>
  </span>
);

const pairColumns = (workspaceId: string): DataColumn<OutcomeWrongPair>[] => [
  {
    id: 'higher',
    header: 'Ranked higher',
    rowHeader: true,
    className: 'max-w-xs',
    cell: (pair) => sideCell(pair.rankedHigher, workspaceId),
  },
  {
    id: 'better',
    header: 'Measured better',
    className: 'max-w-xs',
    cell: (pair) => sideCell(pair.measuredBetter, workspaceId),
  },
  {
    id: 'metric',
    header: 'Metric',
    cell: (pair) => `${pair.metric} (${DIRECTION_WORDS[pair.direction]})`,
  },
];
