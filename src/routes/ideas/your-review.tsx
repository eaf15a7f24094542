import { useState, type FormEvent } from 'react';
import { getErrorMessage } from '../../api/errors';
import { useReviewIdea, type ReviewDraft } from '../../api/queries/researcher-judgement';
import type { Idea, Review } from '../../api/types';
import { MAX_REVIEW_TEXT, REVIEW_CRITERIA, REVIEW_CRITERION_LABELS } from '../../domain/researcher-judgement';
import { selectUser, useAuthSelector } from '../../ui/auth/auth-provider';
import { Alert } from '../../ui/components/alert';
import { Button } from '../../ui/components/button';
import { SectionCard } from '../../ui/components/card';
import { SelectField } from '../../ui/components/select-field';
import { TextArea } from '../../ui/components/text-field';
import { refusedProps, RoleNote, useRoleGate } from '../shared/role-gate';

// The researcher's own review of the idea (docs/product.md, "Your review"): the agents' criteria
// on their 1–5 scale, and words. Saving again replaces it; it shows beside the agents' reviews.

const SCALE = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n} of 5` }));

const draftOf = (review: Review | undefined): ReviewDraft => ({
  novelty: review?.criteria?.novelty ?? 3,
  correctness: review?.criteria?.correctness ?? 3,
  feasibility: review?.criteria?.feasibility ?? 3,
  text: review?.text ?? '',
});

export function YourReview({ idea }: { idea: Idea }) {
  const user = useAuthSelector(selectUser);
  const mine = idea.reviews?.find((r) => r.author === 'human' && r.authorId === user?.id);
  const [draft, setDraft] = useState<ReviewDraft>(() => draftOf(mine));
  const save = useReviewIdea(idea.id);
  // A researcher's review is an edit of the idea (reviewIdea).
  const gate = useRoleGate('edit');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };
  return (
    <SectionCard title="Your review">
      <form onSubmit={submit} aria-label="Your review" className="flex max-w-3xl flex-col gap-4">
        <p className="text-sm text-fg-muted">
          Score the idea on the criteria the agents use, 1 (weak) to 5 (strong). It is shown beside their reviews,
          marked as yours; saving again replaces it.
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          {REVIEW_CRITERIA.map((criterion) => (
            <SelectField
              key={criterion}
              label={REVIEW_CRITERION_LABELS[criterion]}
              options={SCALE}
              value={String(draft[criterion])}
              onChange={(e) => setDraft({ ...draft, [criterion]: Number(e.target.value) })}
            />
          ))}
        </div>
        <TextArea
          label="What you think"
          value={draft.text}
          maxLength={MAX_REVIEW_TEXT}
          onChange={(e) => setDraft({ ...draft, text: e.target.value })}
          hint="Why you scored it so: what convinces you, what does not."
        />
        {save.isError && <Alert>{getErrorMessage(save.error)}</Alert>}
        <div className="flex items-center gap-3">
          <Button type="submit" loading={save.isPending} {...refusedProps(gate)}>
            {mine ? 'Update your review' : 'Save your review'}
          </Button>
          <RoleNote gate={gate} />
          {save.isSuccess && !save.isPending && (
            <span role="status" className="text-sm text-success">
              Your review is saved.
            </span>
          )}
        </div>
      </form>
    </SectionCard>
  );
}
