import { INITIAL_ELO } from '../../domain/elo';
import type { IdeaLifecycleStatus } from '../../domain/idea-lifecycle';
import type { BarDatum } from '../../ui/charts/bar-chart';
import type { HistogramBin } from '../../ui/charts/histogram';
import type { ScatterPoint } from '../../ui/charts/scatter-chart';
import { seededRandom } from './seeded-random';

/** How many of a session's ideas reached each stage of the idea lifecycle. */
export const IDEA_FUNNEL: BarDatum[] = [
  { label: 'Generated', value: 64 },
  { label: 'Reviewed', value: 52 },
  { label: 'Selected', value: 14 },
  { label: 'Converted', value: 5 },
];

/** Elo ratings of 120 ideas after a tournament, in bins of 50 around the starting rating. */
export function eloBins(): HistogramBin[] {
  const random = seededRandom(5);
  const ratings = Array.from({ length: 120 }, () => INITIAL_ELO + 140 * random.normal());
  const width = 50;
  const low = Math.floor(Math.min(...ratings) / width) * width;
  const high = Math.ceil(Math.max(...ratings) / width) * width;
  return Array.from({ length: (high - low) / width }, (_, i) => {
    const from = low + i * width;
    return { from, to: from + width, count: ratings.filter((r) => r >= from && r < from + width).length };
  });
}

export const IDEA_STATUSES: IdeaLifecycleStatus[] = ['generated', 'reviewed', 'selected', 'converted', 'archived'];

const TOPICS = ['phage', 'biochar', 'mycorrhiza', 'root exudate', 'nitrogen fixer', 'soil moisture', 'microbial mat'];
const ANGLES = ['atlas', 'relay', 'screen', 'sensor', 'consortium', 'model'];

/**
 * 40 ideas scored for novelty and feasibility (0 to 5). Ideas that are both go further along the
 * lifecycle; the weakest were archived.
 */
export function ideaScores(): ScatterPoint[] {
  const random = seededRandom(23);
  return Array.from({ length: 40 }, (_, i) => {
    const novelty = Math.min(5, Math.max(0, 2.6 + 1.1 * random.normal()));
    const feasibility = Math.min(5, Math.max(0, 3.4 - 0.35 * (novelty - 2.6) + 0.9 * random.normal()));
    const merit = novelty + feasibility + random.normal() * 0.6;
    const status: IdeaLifecycleStatus =
      merit > 7.4
        ? i % 2
          ? 'converted'
          : 'selected'
        : merit > 5.6
          ? 'reviewed'
          : merit > 4.2
            ? 'generated'
            : 'archived';
    const title = `${TOPICS[i % TOPICS.length]} ${ANGLES[i % ANGLES.length]}`;
    return { x: novelty, y: feasibility, group: status, label: title.charAt(0).toUpperCase() + title.slice(1) };
  });
}
