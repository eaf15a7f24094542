import type { WorkspaceAnalytics } from '../../../api/queries/analytics';
import { SCORE_DISPLAY_MAX, scoreOutOfFive } from '../../../domain/scoring';
import { BarChart } from '../../../ui/charts/bar-chart';
import { plural } from '../../../ui/charts/chart-format';
import { Histogram } from '../../../ui/charts/histogram';
import { ScatterChart } from '../../../ui/charts/scatter-chart';
import { ideaStatusLabel } from '../../shared/idea-status-badge';
import { AnalyticsSection } from './analytics-section';
import { eloBins } from './elo-bins';

// The idea sections of the Analytics tab: the funnel by status, the Elo distribution, and novelty
// against feasibility coloured by status.

const START_SESSION = 'Start a session from a goal to see ideas here.';

export function IdeaFunnelSection({ data }: { data: WorkspaceAnalytics }) {
  return (
    <AnalyticsSection title="Idea funnel" empty={data.ideasTotal === 0 && START_SESSION}>
      <BarChart
        label="Ideas by status"
        categoryLabel="Status"
        valueLabel="Ideas"
        bars={data.funnel.map((row) => ({ label: ideaStatusLabel(row.status), value: row.count }))}
        showValues
      />
    </AnalyticsSection>
  );
}

export function EloDistributionSection({ data }: { data: WorkspaceAnalytics }) {
  const { ratings, unrated } = data.elo;
  const unratedWords = unrated > 0 ? `${plural(unrated, 'idea')} not yet rated: no tournament match played.` : null;
  const empty =
    ratings.length === 0 &&
    (data.ideasTotal === 0
      ? START_SESSION
      : `${unratedWords} Ratings appear once a session's tournament plays its matches.`);
  return (
    <AnalyticsSection title="Elo distribution" empty={empty}>
      <Histogram bins={eloBins(ratings)} label={`Elo ratings of ${plural(ratings.length, 'rated idea')}`} />
      {unratedWords && <p className="mt-2 text-sm text-fg-muted">{unratedWords}</p>}
    </AnalyticsSection>
  );
}

export function ScoreScatterSection({ data }: { data: WorkspaceAnalytics }) {
  const scored = data.ideas.flatMap((idea) =>
    idea.novelty === null || idea.feasibility === null
      ? []
      : [
          {
            // On the reviews' scale, as every other screen shows scores.
            x: scoreOutOfFive(idea.novelty),
            y: scoreOutOfFive(idea.feasibility),
            group: ideaStatusLabel(idea.status),
            label: idea.title,
          },
        ],
  );
  const unscored = data.ideas.length - scored.length;
  const notes = [
    unscored > 0 && `${plural(unscored, 'idea')} not yet reviewed ${unscored === 1 ? 'is' : 'are'} left out.`,
    data.ideasTotal > data.ideas.length &&
      `Showing the ${plural(data.ideas.length, 'idea')} with the highest Elo of ${data.ideasTotal}.`,
  ].filter(Boolean);
  const empty =
    scored.length === 0 &&
    (data.ideasTotal === 0
      ? START_SESSION
      : 'No idea is reviewed yet: scores appear once a session reviews its ideas.');
  return (
    <AnalyticsSection title="Novelty and feasibility" empty={empty}>
      <ScatterChart
        label="Novelty against feasibility, by status"
        points={scored}
        xLabel="Novelty (out of 5)"
        yLabel="Feasibility (out of 5)"
        groups={data.funnel.map((row) => ideaStatusLabel(row.status))}
        groupLabel="Status"
        xDomain={[0, SCORE_DISPLAY_MAX]}
        yDomain={[0, SCORE_DISPLAY_MAX]}
        caption={notes.length > 0 ? notes.join(' ') : undefined}
      />
    </AnalyticsSection>
  );
}
