import { useState } from 'react';
import type { Run } from '../../../api/queries/runs';
import type { Experiment } from '../../../api/types';
import { Badge } from '../../../ui/components/badge';
import { formatDate } from '../../../ui/format/format-date';
import { DIRECTION_LABELS, formatDuration, formatMetric, NO_VALUE } from '../runs/run-format';
import { RunStatusBadge } from '../../shared/run-status-badge';
import { metricRows, paramRows } from './compare-rows';
import { SideBySide } from './side-by-side';

/** Status and times of each run. */
export function RunsSummary({ runs }: { runs: readonly Run[] }) {
  const rows = [
    { key: 'status', header: 'Status', cells: runs.map((run) => <RunStatusBadge key={run.id} status={run.status} />) },
    { key: 'started', header: 'Started', cells: runs.map((run) => formatDate(run.startedAt, true)) },
    { key: 'duration', header: 'Duration', cells: runs.map((run) => formatDuration(run.startedAt, run.endedAt)) },
  ];
  return <SideBySide caption="The runs compared" rowLabel="Run" runs={runs} rows={rows} />;
}

/** Every param any of the runs logged; the ones that differ are marked, and may be shown alone. */
export function ParamsComparison({ runs }: { runs: readonly Run[] }) {
  const [onlyDiffering, setOnlyDiffering] = useState(false);
  const all = paramRows(runs);
  if (all.length === 0) return <p className="text-sm text-fg-muted">None of these runs logged a param.</p>;
  const shown = onlyDiffering ? all.filter((row) => row.differs) : all;
  const rows = shown.map((row) => ({
    key: row.key,
    highlight: row.differs,
    header: (
      <span className="flex flex-wrap items-center gap-2">
        {row.key}
        {row.differs && <Badge tone="accent">Differs</Badge>}
      </span>
    ),
    cells: row.values.map((value) => value ?? NO_VALUE),
  }));
  return (
    <div className="flex flex-col gap-3">
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-accent"
          checked={onlyDiffering}
          onChange={(e) => setOnlyDiffering(e.target.checked)}
        />
        Only params that differ ({all.filter((row) => row.differs).length} of {all.length})
      </label>
      <SideBySide caption="Params of the runs compared" rowLabel="Param" runs={runs} rows={rows} />
    </div>
  );
}

/** The latest value of every metric; the best of each row is marked where its direction is known. */
export function MetricsComparison({ runs, experiment }: { runs: readonly Run[]; experiment?: Experiment }) {
  const all = metricRows(runs, experiment);
  if (all.length === 0) return <p className="text-sm text-fg-muted">None of these runs logged a metric.</p>;
  const rows = all.map((row) => ({
    key: row.key,
    header: (
      <span className="flex flex-col">
        {row.key}
        {row.direction && <span className="text-xs text-fg-muted">{DIRECTION_LABELS[row.direction]}</span>}
      </span>
    ),
    cells: row.values.map((value) =>
      row.best !== undefined && value === row.best ? (
        <span className="flex items-center gap-2 font-semibold">
          {formatMetric(value)}
          <Badge tone="success">Best</Badge>
        </span>
      ) : (
        formatMetric(value)
      ),
    ),
  }));
  return (
    <div className="flex flex-col gap-2">
      <SideBySide caption="Latest metrics of the runs compared" rowLabel="Metric" runs={runs} rows={rows} />
      <p className="text-xs text-fg-muted">
        The best value is marked for the metrics the experiment gives a direction: its primary metric and its planned
        ones.
      </p>
    </div>
  );
}
