import type { IdeaLeaderboardRow } from '../../api/queries/leaderboards';
import { eloToStars } from '../../domain/scoring';
import { StarRating } from '../../ui/components/star-rating';
import { CellLink } from './board-section';
import { IntervalBar, intervalScale, type Scale } from './interval-bar';
import { ScrollRegion } from '../../ui/components/scroll-region';
import { lazily } from '../../domain/lazily';

const WHOLE = lazily(() => new Intl.NumberFormat('en', { maximumFractionDigits: 0 }));
const HEADERS = ['Rank', 'Idea', 'Rating', 'Your rating', 'Bradley–Terry (95% interval)', 'Matches', 'Session'];
const CELL = 'px-3 py-2.5';

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

/** Ideas across every session by Elo: stars as docs/product.md draws them, the tournament's own interval beside. */
export function IdeaBoardTable({ rows }: { rows: IdeaLeaderboardRow[] }) {
  const scale = intervalScale(rows.map((row) => row.idea.btInterval));
  return (
    <ScrollRegion label="Best ideas by Elo, scrollable">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Best ideas by Elo</caption>
        <thead className="border-b border-border bg-surface-muted text-xs text-fg-muted">
          <tr>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className={`${CELL} font-medium`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map(({ rank, idea, session, goal, workspace }) => (
            <tr key={idea.id}>
              <td className={`${CELL} tabular-nums`}>{rank}</td>
              <th scope="row" className={`${CELL} max-w-xs font-medium`}>
                <CellLink to={`/workspaces/${workspace.id}/ideas/${idea.id}`}>{idea.title}</CellLink>
                <span className="block text-xs font-normal text-fg-muted">
                  {goal.title} · {workspace.name}
                </span>
              </th>
              <td className={CELL}>
                <StarRating stars={eloToStars(idea.eloRating)} />
                <span className="block text-xs text-fg-muted tabular-nums">Elo {WHOLE().format(idea.eloRating)}</span>
              </td>
              <td className={CELL}>
                <YourStars stars={idea.userRating} />
              </td>
              <td className={CELL}>
                <BradleyTerry idea={idea} scale={scale} />
              </td>
              <td className={CELL}>
                <MatchRecordCell {...idea.matchRecord} />
              </td>
              <td className={CELL}>
                <CellLink to={`/workspaces/${workspace.id}/session/${session.id}`}>{session.name}</CellLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
