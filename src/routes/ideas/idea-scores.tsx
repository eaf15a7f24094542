import type { ReactNode } from 'react';
import type { Idea } from '../../api/types';
import {
  btIntervalText,
  eloToStars,
  ideaConfidence,
  ideaOverallScore,
  matchCount,
  starsToTenth,
} from '../../domain/scoring';
import { SectionCard } from '../../ui/components/card';
import { StarRating } from '../../ui/components/star-rating';
import { ConfidenceBadge } from '../shared/confidence-badge';
import { outOfFive } from '../shared/idea-row';
import { YOUR_RATING, YourRating } from '../shared/your-rating';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-ui bg-surface-muted px-3 py-2">
      <dt className="text-xs text-fg-muted">{term}</dt>
      <dd className="mt-0.5 font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/** The three scores and their weighted overall, out of 5 like the reviews. */
export function IdeaScores({ idea }: { idea: Idea }) {
  return (
    <SectionCard title="Scores">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact term="Novelty">{outOfFive(idea.noveltyScore)} / 5</Fact>
        <Fact term="Correctness">{outOfFive(idea.correctnessScore)} / 5</Fact>
        <Fact term="Feasibility">{outOfFive(idea.feasibilityScore)} / 5</Fact>
        <Fact term="Overall (weighted)">{outOfFive(ideaOverallScore(idea))} / 5</Fact>
      </dl>
    </SectionCard>
  );
}

/** Elo, the stars it makes, how settled it is, and the tournament record behind it. */
export function IdeaRating({ idea }: { idea: Idea }) {
  const record = idea.matchRecord;
  const confidence = ideaConfidence(idea);
  const interval = btIntervalText(idea.btInterval);
  return (
    <SectionCard title="Rating and tournament">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <YourRatingFact idea={idea} />
        <Fact term="Elo rating">{Math.round(idea.eloRating)}</Fact>
        <Fact term="Stars">
          <span className="flex flex-wrap items-center gap-x-2">
            <StarRating stars={eloToStars(idea.eloRating)} />
            <span className="text-xs text-fg-muted">{starsToTenth(eloToStars(idea.eloRating))}</span>
          </span>
        </Fact>
        <Fact term="Confidence">
          <span className="flex flex-wrap items-center gap-x-2">
            <ConfidenceBadge confidence={confidence} />
            <span className="text-xs text-fg-muted">{confidence.toFixed(2)}</span>
          </span>
        </Fact>
        <Fact term="Matches">
          {matchCount(record)} ({record?.wins ?? 0} won, {record?.losses ?? 0} lost, {record?.draws ?? 0} drawn)
        </Fact>
        {typeof idea.btRating === 'number' && (
          <Fact term="Bradley–Terry rating">
            {Math.round(idea.btRating)}
            {interval && ` (95%: ${interval})`}
          </Fact>
        )}
      </dl>
    </SectionCard>
  );
}

/** The researcher's own stars, set here; the tournament's Elo beside it is the engine's, never this. */
function YourRatingFact({ idea }: { idea: Idea }) {
  return (
    <Fact term={YOUR_RATING}>
      <span className="flex flex-wrap items-center gap-x-2">
        <YourRating idea={idea} />
        <span className="text-xs font-normal text-fg-muted">
          {idea.userRatingElo == null ? 'Not rated yet' : `${Math.round(idea.userRatingElo)} on the Elo scale`}
        </span>
        {idea.ratedBy && <span className="text-xs font-normal text-fg-muted">Rated by {idea.ratedBy.name}</span>}
      </span>
    </Fact>
  );
}
