import { useState } from 'react';
import { LineChart } from '../../ui/charts/line-chart';
import { SeriesControls, xAxisLabel, type SeriesView } from '../../ui/charts/series-controls';
import { SectionCard } from '../../ui/components/card';
import { trainingLoss } from './demo-runs';

// Made once: the same runs on every render, on steps and on wall-clock time.
const LOSS = { step: trainingLoss('step'), time: trainingLoss('time') };

/** Three runs' training loss with the controls an experiment page will offer. */
export function LossCurvesCard() {
  const [view, setView] = useState<SeriesView>({ smoothing: 0.6, yScale: 'linear', x: 'step' });
  return (
    <SectionCard title="Training loss">
      <div className="flex flex-col gap-4">
        <SeriesControls value={view} onChange={setView} />
        <LineChart
          label="Training loss of three runs"
          caption="Three learning rates on the same model; the faint lines are the raw values."
          series={LOSS[view.x]}
          xLabel={xAxisLabel(view.x)}
          yLabel="Loss"
          yScale={view.yScale}
          smoothing={view.smoothing}
        />
      </div>
    </SectionCard>
  );
}
