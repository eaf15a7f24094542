import { AreaChart } from '../../ui/charts/area-chart';
import { BarChart } from '../../ui/charts/bar-chart';
import { HeatMap } from '../../ui/charts/heat-map';
import { Histogram } from '../../ui/charts/histogram';
import { LineChart } from '../../ui/charts/line-chart';
import { ParallelCoordinates } from '../../ui/charts/parallel-coordinates';
import { ScatterChart } from '../../ui/charts/scatter-chart';
import { SectionCard } from '../../ui/components/card';
import { EDGE_CASES } from './demo-signals';

/** The data charts most often get wrong: none, one point, gaps, a flat line, a log scale below zero. */
export function EdgeCasesCard() {
  return (
    <SectionCard title="Edge cases">
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        {EDGE_CASES.map((edge) => (
          <li key={edge.title} className="flex min-w-0 flex-col gap-2">
            <h3 className="text-sm font-semibold">{edge.title}</h3>
            <LineChart
              label={`Edge case: ${edge.title}`}
              series={[{ name: 'metric', points: edge.points }]}
              xLabel="Step"
              yLabel="Value"
              yScale={edge.log ? 'log' : 'linear'}
              height={200}
            />
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

const NAN_GRID = {
  rows: ['a', 'b'],
  columns: ['x', 'y'],
  values: [
    [0.2, Number.NaN],
    [Infinity, 0.8],
  ],
};

/** Every other chart given nothing, or values it cannot draw: each must say so in words. */
export function EmptyChartsCard() {
  return (
    <SectionCard title="Every chart without data">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        <AreaChart label="Area chart without data" series={[]} xLabel="Step" yLabel="Value" />
        <BarChart label="Bar chart without data" bars={[]} categoryLabel="Stage" valueLabel="Ideas" />
        <Histogram label="Histogram without data" bins={[]} />
        <ScatterChart
          label="Scatter chart of values it cannot draw"
          points={[
            { x: Number.NaN, y: 1 },
            { x: 2, y: Infinity },
            { x: 1, y: 2 },
          ]}
          xLabel="Novelty"
          yLabel="Feasibility"
        />
        <HeatMap label="Heat map with missing cells" {...NAN_GRID} valueLabel="Value" showValues />
        <ParallelCoordinates
          label="Parallel coordinates without data"
          dimensions={[{ key: 'a', label: 'A' }]}
          rows={[]}
        />
      </div>
    </SectionCard>
  );
}
