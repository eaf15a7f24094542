import type { IdeaLeaderboardRow } from '../../api/queries/leaderboards';
import { eloToStars } from '../../domain/scoring';
import { StarRating } from '../../ui/components/star-rating';
import { CellLink } from './board-section';
import { IntervalBar, intervalScale, type Scale } from './interval-bar';
import { DataTable, type DataColumn } from '../../ui/components/data-table';
import { lazily } from '../../domain/lazily';

const WHOLE = lazily(() => new Intl.NumberFormat('en', { maximumFractionDigits: 0 }));

/** "1,234 (1,180–1,290)"; the rating alone when no interval was kept. */
export function btText(rating: number, interval: readonly number[] | null): string {
  const value = WHOLE().format(rating);
  return interval?.length === 2 ? `${value} (${WHOLE().format(interval[0]!)}–${WHOLE().format(interval[1]!)})` : value;
}

function BradleyTerry({ idea, scale }: { idea: IdeaLeaderboardRow['idea']; scale?: Scale }) {
  if (idea.btRating === null) return <span className="text-fg-muted">Not rated yet</span>;
  return (
    <>
      <span className="whitespace-nowrap tabular-nums">{btText(idea.btRating, idea.btInterval)}</span>
      {idea.btInterval && scale && <IntervalBar interval={idea.btInterval} rating={idea.btRating} scale={scale} />}
    </>
  );
}

/** The researcher's own stars, a column apart from the tournament's Elo and stars. */
function YourStars({ stars }: { stars: number | null }) {
  if (stars === null) return <span className="text-fg-muted">Not rated</span>;
  return <span className="whitespace-nowrap tabular-nums">{stars} of 5 stars</span>;
}

function MatchRecordCell({ wins, losses, draws }: IdeaLeaderboardRow['idea']['matchRecord']) {
  return (
    <span className="whitespace-nowrap tabular-nums">
      <span aria-hidden="true">
        {wins}–{losses}–{draws}
      </span>
      <span className="sr-only">
        {wins} won, {losses} lost, {draws} drawn
      </span>
    </span>
  );
}

type Row = IdeaLeaderboardRow;

function columns(scale: Scale | undefined): DataColumn<Row>[] {
  return [
    { id: 'rank', header: 'Rank', className: 'tabular-nums', cell: (row) => row.rank },
    {
      id: 'idea',
      header: 'Idea',
      rowHeader: true,
      className: 'max-w-xs',
      cell: ({ idea, goal, workspace }) => (
        <>
          <CellLink to={`/workspaces/${workspace.id}/ideas/${idea.id}`}>{idea.title}</CellLink>
          <span className="block text-xs font-normal text-fg-muted">
            {goal.title} · {workspace.name}
          </span>
        </>
      ),
    },
    {
      id: 'rating',
      header: 'Rating',
      cell: ({ idea }) => (
        <>
          <StarRating stars={eloToStars(idea.eloRating)} />
          <span className="block text-xs text-fg-muted tabular-nums">Elo {WHOLE().format(idea.eloRating)}</span>
        </>
      ),
    },
    { id: 'yours', header: 'Your rating', cell: ({ idea }) => <YourStars stars={idea.userRating} /> },
    {
      id: 'bt',
      header: 'Bradley–Terry (95% interval)',
      card: 'hidden',
      cell: ({ idea }) => <BradleyTerry idea={idea} scale={scale} />,
    },
    { id: 'matches', header: 'Matches', card: 'hidden', cell: ({ idea }) => <MatchRecordCell {...idea.matchRecord} /> },
    {
      id: 'session',
      header: 'Session',
      card: 'hidden',
      cell: ({ session, workspace }) => (
        <CellLink to={`/workspaces/${workspace.id}/session/${session.id}`}>{session.name}</CellLink>
      ),
    },
  ];
}

/** Ideas across every session by Elo: stars as docs/product.md draws them, the tournament's own interval beside. */
export function IdeaBoardTable({ rows }: { rows: IdeaLeaderboardRow[] }) {
  const scale = intervalScale(rows.map((row) => row.idea.btInterval));
  return (
    <DataTable
      rows={rows}
      columns={columns(scale)}
      caption="Best ideas by Elo"
      density="compact"
      tableClassName="min-w-[40rem]"
      getRowKey={(row) => row.idea.id}
    />
  );
}
