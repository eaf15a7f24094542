import type { ChartSeries } from '../../ui/charts/chart-types';
import type { ParallelDimension, ParallelRow } from '../../ui/charts/parallel-coordinates';
import { seededRandom } from './seeded-random';

// Training runs as an experiment page would show them: three learning rates, logged every 10
// steps, with the wall-clock time of each log line.
const RUNS = [
  { name: 'lr 3e-4', start: 2.6, floor: 0.32, pace: 450, noise: 0.06 },
  { name: 'lr 1e-3', start: 2.7, floor: 0.27, pace: 260, noise: 0.09 },
  { name: 'lr 3e-3', start: 2.8, floor: 0.41, pace: 160, noise: 0.16 },
];
const STEPS = 2_000;
const STARTED = Date.UTC(2025, 2, 3, 9, 0);
const SECONDS_PER_STEP = 1.8;

/** Training loss of three runs, on steps or on wall-clock time. */
export function trainingLoss(x: 'step' | 'time'): ChartSeries[] {
  return RUNS.map((run, r) => {
    const random = seededRandom(11 + r);
    const points = [];
    for (let step = 0; step <= STEPS; step += 10) {
      const clean = run.floor + (run.start - run.floor) * Math.exp(-step / run.pace);
      const y = Math.max(0.05, clean * (1 + run.noise * random.normal()));
      points.push({ x: x === 'step' ? step : new Date(STARTED + step * SECONDS_PER_STEP * 1000 * (1 + r * 0.15)), y });
    }
    return { name: run.name, points };
  });
}

/** Validation accuracy per epoch of the best run, rising towards its ceiling. */
export function validationAccuracy(): ChartSeries[] {
  const random = seededRandom(29);
  const points = Array.from({ length: 30 }, (_, i) => {
    const epoch = i + 1;
    return { x: epoch, y: Math.min(0.99, 0.93 - 0.55 * Math.exp(-epoch / 6) + 0.008 * random.normal()) };
  });
  return [{ name: 'lr 1e-3', points, colorIndex: 1 }];
}

export const SWEEP_DIMENSIONS: ParallelDimension[] = [
  { key: 'lr', label: 'Learning rate', scale: 'log' },
  { key: 'batch', label: 'Batch size' },
  { key: 'dropout', label: 'Dropout' },
  { key: 'decay', label: 'Weight decay', scale: 'log' },
  { key: 'loss', label: 'Val loss' },
  { key: 'accuracy', label: 'Val accuracy' },
];

/** A 24-run sweep: accuracy best near lr 1e-3 and moderate dropout, worse for SGD. */
export function hyperparameterSweep(): ParallelRow[] {
  const random = seededRandom(47);
  return Array.from({ length: 24 }, (_, i) => {
    const optimiser = i % 3 === 2 ? 'sgd' : 'adam';
    const lr = 10 ** random.between(-4.5, -2);
    const batch = [16, 32, 64, 128][Math.floor(random.next() * 4)];
    const dropout = Math.round(random.between(0, 0.5) * 100) / 100;
    const decay = 10 ** random.between(-6, -3);
    const penalty = 0.05 * (Math.log10(lr) + 3) ** 2 + 0.3 * (dropout - 0.2) ** 2 + (optimiser === 'sgd' ? 0.04 : 0);
    const accuracy = Math.min(0.97, 0.93 - penalty + 0.01 * random.normal());
    const loss = 0.25 + 2.2 * (0.97 - accuracy) + 0.02 * random.normal();
    return {
      name: `run-${String(i + 1).padStart(2, '0')}`,
      group: optimiser,
      values: { lr, batch, dropout, decay, loss, accuracy },
    };
  });
}
