import { useEffect, useState } from 'react';
import { formatCount } from '../../ui/charts/chart-format';
import type { SeriesPoint } from '../../ui/charts/chart-types';
import { LineChart } from '../../ui/charts/line-chart';
import { Button } from '../../ui/components/button';
import { SectionCard } from '../../ui/components/card';
import { seededRandom } from './seeded-random';

export const LIVE_INTERVAL_MS = 500;
/** The latest points kept: the chart scrolls instead of growing without end. */
export const LIVE_CAP = 120;

const FIRST = Array.from({ length: 20 }, (_, x) => ({ x, y: Math.sin(x / 4) }));

/** A series that grows by a point every half second while it runs. */
export function LiveSeriesCard() {
  const [running, setRunning] = useState(false);
  const [points, setPoints] = useState<SeriesPoint[]>(FIRST);
  const [random] = useState(() => seededRandom(7));
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const noise = 0.25 * random.normal();
      setPoints((previous) => {
        const last = previous[previous.length - 1];
        const x = Number(last.x) + 1;
        return [...previous, { x, y: Math.sin(x / 4) + noise }].slice(-LIVE_CAP);
      });
    }, LIVE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, random]);
  return (
    <SectionCard
      title="Live series"
      actions={
        <Button size="sm" variant="secondary" icon={running ? 'stop' : 'activity'} onClick={() => setRunning(!running)}>
          {running ? 'Stop live updates' : 'Start live updates'}
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm text-fg-muted" aria-live="polite">
          {`${formatCount(points.length)} points, a new one every ${LIVE_INTERVAL_MS} ms while running; the latest ${LIVE_CAP} are kept.`}
        </p>
        <LineChart label="A live series" series={[{ name: 'live', points }]} xLabel="Tick" yLabel="Value" />
      </div>
    </SectionCard>
  );
}
