import { useMemo, useState } from 'react';
import { formatCount } from '../../ui/charts/chart-format';
import { LineChart } from '../../ui/charts/line-chart';
import type { DownsampleReport } from '../../ui/charts/use-series-data';
import { SectionCard } from '../../ui/components/card';
import { longSignal } from './demo-signals';

const RAW_POINTS = 100_000;

/** 100,000 points downsampled with LTTB, with what was drawn and how long it took. */
export function LargeSeriesCard() {
  const series = useMemo(() => [{ name: 'signal', points: longSignal(RAW_POINTS) }], []);
  const [report, setReport] = useState<DownsampleReport>();
  const readout = [
    ['Raw points', formatCount(RAW_POINTS)],
    ['Drawn points', report ? formatCount(report.drawn) : '…'],
    // A reading for people: it varies with the machine and is never a test's condition.
    ['Downsampling time', report ? `${report.ms.toFixed(1)} ms` : '…'],
  ];
  return (
    <SectionCard title="100,000 points">
      <div className="flex flex-col gap-4">
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {readout.map(([term, value]) => (
            <div key={term} className="flex gap-1.5">
              <dt className="text-fg-muted">{term}</dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <LineChart
          label="A 100,000-point signal"
          series={series}
          xLabel="Step"
          yLabel="Value"
          onDownsample={setReport}
        />
      </div>
    </SectionCard>
  );
}
