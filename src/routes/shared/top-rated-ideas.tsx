import { Link } from 'react-router-dom';
import type { Idea } from '../../api/types';
import { applyIdeaFilters, DEFAULT_IDEA_FILTERS } from '../../domain/idea-filters';
import { eloToStars, topRated } from '../../domain/scoring';
import { SectionCard } from '../../ui/components/card';
import { StarRating } from '../../ui/components/star-rating';

/** The 5 highest by Elo, only ideas rated above 0 that have played a match. */
export function TopRatedIdeas({
  ideas,
  workspaceId,
  title = 'Top-rated ideas',
}: {
  ideas: readonly Idea[];
  workspaceId: string;
  title?: string;
}) {
  // In rank order first, so ties on Elo fall the way the ideas list ranks them.
  const top = topRated(applyIdeaFilters(ideas, DEFAULT_IDEA_FILTERS));
  return (
    <SectionCard title={title}>
      {top.length === 0 ? (
        <p className="text-sm text-fg-muted">No rated ideas yet: ideas are ranked once they have played a match.</p>
      ) : (
        <ol aria-label={title} className="flex flex-col divide-y divide-border">
          {top.map((idea, i) => (
            <li key={idea.id} className="flex items-center gap-3 py-2 text-sm">
              <span className="w-6 text-fg-muted tabular-nums">{i + 1}.</span>
              <Link
                to={`/workspaces/${workspaceId}/ideas/${idea.id}`}
                className="min-w-0 flex-1 truncate font-medium text-accent-text hover:underline"
              >
                {idea.title}
              </Link>
              <StarRating stars={eloToStars(idea.eloRating)} size={14} />
              <span className="w-16 text-right text-xs text-fg-muted tabular-nums">
                Elo {Math.round(idea.eloRating)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
