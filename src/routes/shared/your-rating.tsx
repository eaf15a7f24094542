import type { Idea } from '../../api/types';
import { getErrorMessage } from '../../api/errors';
import { useRateIdea } from '../../api/queries/idea-rating';
import { StarRatingInput } from '../../ui/components/star-rating-input';
import { useToast } from '../../ui/toast/toast-provider';
import { RoleNote, useRoleGate } from './role-gate';

/** What the rating control and its column are called: the researcher's own stars, never the tournament's. */
export const YOUR_RATING = 'Your rating';

/**
 * The researcher's own 1–5 stars for an idea (docs/product.md, "Your rating"), saved as they are
 * picked; a refused rating goes back to what it was and says why.
 */
export function YourRating({
  idea,
  size,
  className,
  label = YOUR_RATING,
}: {
  idea: Pick<Idea, 'id' | 'sessionId' | 'title' | 'userRating'>;
  size?: number;
  /** The group's name; a list names the idea too, as every row has one. */
  label?: string;
  className?: string;
}) {
  const rate = useRateIdea();
  const toast = useToast();
  // Rating is an edit (rateIdea): a viewer sees the stars, disabled, and hears why.
  const gate = useRoleGate('edit');
  return (
    <>
      <StarRatingInput
        label={label}
        value={idea.userRating ?? null}
        size={size}
        className={className}
        disabled={!gate.allowed}
        describedBy={gate.reasonId}
        onChange={(stars) =>
          rate.mutate(
            { idea, stars },
            { onError: (error) => toast.error(`Your rating of '${idea.title}' was not saved`, getErrorMessage(error)) },
          )
        }
      />
      <RoleNote gate={gate} className="sr-only" />
    </>
  );
}
