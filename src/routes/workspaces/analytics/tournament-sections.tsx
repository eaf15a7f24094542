import type { WorkspaceAnalytics } from '../../../api/queries/analytics';
import { formatCount, plural } from '../../../ui/charts/chart-format';
import { LineChart } from '../../../ui/charts/line-chart';
import { AnalyticsSection } from './analytics-section';

// The tournament sections of the Analytics tab: Elo over rounds for the top ideas, and how many
// matches were played and how often the judge agreed with itself across the two orders.

export function EloRoundsSection({ data }: { data: WorkspaceAnalytics }) {
  const lines = data.eloOverRounds.filter((line) => line.points.length > 0);
  const empty =
    lines.length === 0 &&
    (data.ideasTotal === 0
      ? 'Start a session from a goal to see ideas here.'
      : "No tournament round is played yet: the top ideas' ratings appear after their first matches.");
  return (
    <AnalyticsSection title="Elo over rounds" empty={empty}>
      <LineChart
        label={`Elo after each round, top ${plural(lines.length, 'idea')}`}
        series={lines.map((line) => ({
          name: line.title,
          points: line.points.map((point) => ({ x: point.round, y: point.elo })),
        }))}
        xLabel="Round"
        yLabel="Elo"
      />
    </AnalyticsSection>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-ui border border-border p-3">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

export function TournamentSection({ data }: { data: WorkspaceAnalytics }) {
  const { matches, judgedBothOrders, agreement } = data.tournament;
  const empty =
    matches === 0 && 'No matches yet. Start a session from a goal: its tournament plays the ideas in pairs.';
  return (
    <AnalyticsSection title="Tournament" empty={empty}>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure label="Matches" value={formatCount(matches)} />
        <Figure label="Judged both orders" value={formatCount(judgedBothOrders)} />
        <Figure label="Agreement" value={agreement === null ? '—' : `${Math.round(agreement * 1000) / 10}%`} />
      </dl>
      <p className="mt-3 text-sm text-fg-muted">
        Every pair is judged twice, in both orders; agreement is the share of matches whose two judgements name the same
        outcome. When they disagree the match is a draw.
      </p>
    </AnalyticsSection>
  );
}
