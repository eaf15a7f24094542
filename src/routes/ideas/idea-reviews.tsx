import type { Review } from '../../api/types';
import { REVIEW_CRITERIA, REVIEW_CRITERION_LABELS } from '../../domain/researcher-judgement';
import { reviewTypeLabel } from '../../domain/review-types';
import { selectUser, useAuthSelector } from '../../ui/auth/auth-provider';
import { Badge } from '../../ui/components/badge';
import { SectionCard } from '../../ui/components/card';

/**
 * Each review, oldest first as the server orders them: its type and round, its score out of 5 and
 * what it says. A researcher's own review comes after the agents', marked with their name.
 */
export function IdeaReviews({ reviews }: { reviews: readonly Review[] }) {
  return (
    <SectionCard title="Reviews">
      {reviews.length === 0 ? (
        <p className="text-sm text-fg-muted">No reviews yet.</p>
      ) : (
        <ul aria-label="Reviews" className="flex flex-col divide-y divide-border">
          {reviews.map((review, i) => (
            <li key={i} className="flex flex-col gap-1 py-3 text-sm first:pt-0 last:pb-0">
              <div className="flex items-center justify-between gap-3">
                {review.author === 'human' ? (
                  <ResearcherHeading review={review} />
                ) : (
                  <span className="font-medium">
                    {reviewTypeLabel(review.type)} review
                    {/* Tournament reviews recur each round: the round tells them apart. */}
                    {review.round !== undefined && (
                      <span className="font-normal text-fg-muted"> · round {review.round}</span>
                    )}
                  </span>
                )}
                <span className="tabular-nums text-fg-muted">{review.score.toFixed(1)} / 5</span>
              </div>
              {review.criteria && (
                <p className="text-xs text-fg-muted">
                  {REVIEW_CRITERIA.map((c) => `${REVIEW_CRITERION_LABELS[c]} ${review.criteria![c]} / 5`).join(' · ')}
                </p>
              )}
              <p className="break-words whitespace-pre-line">{review.text}</p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function ResearcherHeading({ review }: { review: Review }) {
  const user = useAuthSelector(selectUser);
  const yours = review.authorId != null && review.authorId === user?.id;
  const who = yours ? 'Your review' : review.authorName ? `${review.authorName}’s review` : 'A researcher’s review';
  return (
    <span className="flex items-center gap-2 font-medium">
      {who}
      <Badge tone="accent">Researcher</Badge>
    </span>
  );
}
