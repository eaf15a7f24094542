import { AreaChart } from '../../ui/charts/area-chart';
import { BarChart } from '../../ui/charts/bar-chart';
import { HeatMap } from '../../ui/charts/heat-map';
import { Histogram } from '../../ui/charts/histogram';
import { ParallelCoordinates } from '../../ui/charts/parallel-coordinates';
import { ScatterChart } from '../../ui/charts/scatter-chart';
import { SectionCard } from '../../ui/components/card';
import { ChartPaletteSwatches } from '../../ui/components/chart-palette-swatches';
import { PageIntro } from '../../ui/components/page-header';
import { usePageTitle } from '../../ui/layout/page-title';
import { sweepCorrelation } from './demo-correlation';
import { eloBins, IDEA_FUNNEL, IDEA_STATUSES, ideaScores } from './demo-ideas';
import { hyperparameterSweep, SWEEP_DIMENSIONS, validationAccuracy } from './demo-runs';
import { LossCurvesCard } from './loss-curves-card';

// Seeded data, made once when the page's chunk loads.
const ACCURACY = validationAccuracy();
const ELO = eloBins();
const IDEAS = ideaScores();
const SWEEP = hyperparameterSweep();
const CORRELATION = sweepCorrelation(SWEEP, SWEEP_DIMENSIONS);

/** /charts-demo: every chart of the set with realistic research data, in the current theme. */
export function ChartsDemoPage() {
  usePageTitle('Charts demo');
  return (
    <div className="flex flex-col gap-6">
      <PageIntro description="Every chart in the set with realistic research data. Switch between light and dark in the top bar to check both; each chart takes the keyboard (Tab, then arrow keys) and can show its data as a table." />
      <LossCurvesCard />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Validation accuracy">
          <AreaChart label="Validation accuracy by epoch" series={ACCURACY} xLabel="Epoch" yLabel="Accuracy" />
        </SectionCard>
        <SectionCard title="Idea funnel">
          <BarChart
            label="Ideas at each stage"
            bars={IDEA_FUNNEL}
            categoryLabel="Stage"
            valueLabel="Ideas"
            orientation="horizontal"
            showValues
          />
        </SectionCard>
        <SectionCard title="Elo ratings">
          <Histogram label="Elo ratings after the tournament" bins={ELO} colorIndex={5} />
        </SectionCard>
        <SectionCard title="Novelty and feasibility">
          <ScatterChart
            label="Novelty against feasibility, by status"
            points={IDEAS}
            groups={IDEA_STATUSES}
            groupLabel="Status"
            xLabel="Novelty"
            yLabel="Feasibility"
            xDomain={[0, 5]}
            yDomain={[0, 5]}
          />
        </SectionCard>
      </div>
      <SectionCard title="Hyper-parameter sweep">
        <ParallelCoordinates
          label="Sweep parameters against validation metrics"
          dimensions={SWEEP_DIMENSIONS}
          rows={SWEEP}
          groupLabel="Optimiser"
        />
      </SectionCard>
      <SectionCard title="Correlations in the sweep">
        <HeatMap
          label="Correlation between parameters and metrics"
          {...CORRELATION}
          valueLabel="Correlation"
          rowLabel="Parameter"
          domain={[-1, 1]}
          showValues
        />
      </SectionCard>
      <SectionCard title="Chart palette">
        <ChartPaletteSwatches />
      </SectionCard>
    </div>
  );
}
