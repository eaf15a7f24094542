import { PageIntro } from '../../ui/components/page-header';
import { usePageTitle } from '../../ui/layout/page-title';
import { EdgeCasesCard, EmptyChartsCard } from './edge-cases-card';
import { LargeSeriesCard } from './large-series-card';
import { LiveSeriesCard } from './live-series-card';

/** /data-viz-test: the charts under stress, for checking a chart change before it ships. */
export function DataVizTestPage() {
  usePageTitle('Data visualisation test');
  return (
    <div className="flex flex-col gap-6">
      <PageIntro description="The charts under stress: a 100,000-point series downsampled to the width, a series that updates live, and the edge cases every chart must survive." />
      <LargeSeriesCard />
      <LiveSeriesCard />
      <EdgeCasesCard />
      <EmptyChartsCard />
    </div>
  );
}
