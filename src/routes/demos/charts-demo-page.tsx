import { ChartPaletteSwatches } from '../../ui/components/chart-palette-swatches';
import { ComingLaterPage } from '../shared/coming-later-page';

export function ChartsDemoPage() {
  return (
    <ComingLaterPage
      title="Charts demo"
      icon="chart"
      heading="Charts arrive with session analytics"
      description="Charts will plot your own sessions: scores, Elo ratings and progress. Until then this page shows the palette every chart will use."
    >
      <ChartPaletteSwatches />
    </ComingLaterPage>
  );
}
