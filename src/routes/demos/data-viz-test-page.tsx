import { Card } from '../../ui/components/card';
import { ChartPaletteSwatches } from '../../ui/components/chart-palette-swatches';
import { ComingLaterPage } from '../shared/coming-later-page';

export function DataVizTestPage() {
  return (
    <ComingLaterPage
      title="Data visualisation test"
      icon="chart"
      heading="No visualisations to test yet"
      description="This page checks the chart palette against the current theme. Switch between light and dark in the top bar to compare."
    >
      <Card className="p-4">
        <ChartPaletteSwatches />
      </Card>
    </ComingLaterPage>
  );
}
