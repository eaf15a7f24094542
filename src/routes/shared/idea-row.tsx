import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { Idea } from '../../api/types';
import { rankSentence, type RankInterval } from '../../domain/rank-interval';
import {
  eloToStars,
  feasibilityLabel,
  ideaConfidence,
  ideaFeasibility,
  ideaOverallScore,
  scoreOutOfFive,
} from '../../domain/scoring';
import { Badge } from '../../ui/components/badge';
import { cx } from '../../ui/components/cx';
import { StarRating } from '../../ui/components/star-rating';
import { CommentCount } from '../../ui/comments/comment-count';
import { ConfidenceBadge } from './confidence-badge';
import { IDEA_GRID, IDEA_ROW_HEIGHT, MEDIUM_UP, WIDE_UP } from './idea-columns';
import { IdeaStatusBadge } from './idea-status-badge';
import { YourRating } from './your-rating';

export const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Scores are 0–1 on the wire; the screens show them on the reviews' 0–5 scale. */
export const outOfFive = (score: number) => scoreOutOfFive(score).toFixed(1);

interface IdeaRowProps {
  idea: Idea;
  rank: number;
  /** The rank among the session's ideas with its likely places, when the list knows them. */
  place?: RankInterval;
  href: string;
  rowIndex: number;
  style?: CSSProperties;
  /** Present where ideas can be ticked. */
  selected?: boolean;
  onToggle?: (id: string) => void;
  converting?: boolean;
}

export function IdeaRow({ idea, rank, place, href, rowIndex, style, selected, onToggle, converting }: IdeaRowProps) {
  const parents = idea.parentIds?.length ?? 0;
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      style={{ ...style, height: IDEA_ROW_HEIGHT }}
      className={cx(IDEA_GRID, 'border-b border-border text-sm hover:bg-surface-muted/60')}
    >
      <div role="cell" className="flex items-center gap-2 text-fg-muted tabular-nums">
        {onToggle && (
          <input
            type="checkbox"
            className="size-4 accent-accent"
            aria-label={`Select ${idea.title}`}
            checked={!!selected}
            onChange={() => onToggle(idea.id)}
          />
        )}
        #{rank}
      </div>
      <div role="cell" className="min-w-0">
        {/* Two lines of title; hovering or focusing shows the whole title over the summary. */}
        <Link
          to={href}
          title={idea.title}
          className="line-clamp-2 leading-5 font-medium break-words text-accent-text hover:underline focus-visible:relative focus-visible:z-10 focus-visible:line-clamp-none focus-visible:bg-surface focus-visible:shadow-md hover:relative hover:z-10 hover:line-clamp-none hover:bg-surface hover:shadow-md"
        >
          {idea.title}
        </Link>
        <div className="flex min-w-0 items-center gap-1.5">
          {converting && <Badge tone="warning">Converting…</Badge>}
          {parents > 0 && (
            <Badge tone="accent" title={`Evolved from ${parents} ${parents === 1 ? 'idea' : 'ideas'}`}>
              Evolved
            </Badge>
          )}
          <CommentCount count={idea.commentCount} />
          <p className="truncate text-xs text-fg-muted">{idea.summary}</p>
        </div>
      </div>
      <div role="cell" className={MEDIUM_UP}>
        <IdeaStatusBadge status={idea.status} />
      </div>
      <TournamentRating elo={idea.eloRating} place={place} />
      <div role="cell" className={cx(MEDIUM_UP, 'tabular-nums')} title="Weighted overall score, out of 5">
        {outOfFive(ideaOverallScore(idea))}
      </div>
      <div role="cell" className={MEDIUM_UP}>
        <YourRating idea={idea} size={12} label={`Your rating of '${idea.title}'`} />
      </div>
      <div role="cell" className={WIDE_UP}>
        <ConfidenceBadge confidence={ideaConfidence(idea)} compact />
      </div>
      <div role="cell" className={WIDE_UP}>
        {sentenceCase(feasibilityLabel(ideaFeasibility(idea)))}
      </div>
    </div>
  );
}

/** The tournament's verdict: its stars, its Elo and the place it gives the idea among the others. */
function TournamentRating({ elo, place }: { elo: number; place?: RankInterval }) {
  return (
    <div role="cell" className="flex flex-col gap-0.5">
      <StarRating stars={eloToStars(elo)} size={14} />
      <span className="text-xs text-fg-muted tabular-nums">Elo {Math.round(elo)}</span>
      {place && <RankPlaces place={place} />}
    </div>
  );
}

/** The stars are on a fixed scale where tournament ideas sit close; the place among them is what tells them apart. */
function RankPlaces({ place }: { place: RankInterval }) {
  const sentence = rankSentence(place);
  return (
    <span
      className="line-clamp-2 text-xs leading-tight text-fg-muted tabular-nums"
      title={`${sentence} (from the tournament's 95% Bradley–Terry intervals)`}
    >
      {sentence}
    </span>
  );
}
