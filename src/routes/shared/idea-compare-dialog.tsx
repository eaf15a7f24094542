import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ideaQueryOptions } from '../../api/queries/ideas';
import type { Idea } from '../../api/types';
import { reviewTypeLabel } from '../../domain/review-types';
import { btIntervalText, eloToStars, ideaOverallScore, matchCount } from '../../domain/scoring';
import { Modal } from '../../ui/components/dialog';
import { StarRating } from '../../ui/components/star-rating';
import { IdeaStatusBadge } from './idea-status-badge';
import { outOfFive } from './idea-row';
import { PairVerdictForm } from './pair-verdict-form';

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

interface IdeaCompareDialogProps {
  open: boolean;
  ideas: readonly Idea[];
  ranks: ReadonlyMap<string, number>;
  /** Every idea of the session by id, to name each idea's parents. */
  titles: ReadonlyMap<string, string>;
  onClose: () => void;
}

type Aspect = { name: string; cell: (idea: Idea) => ReactNode; best?: (idea: Idea) => number };

const score = (value: (idea: Idea) => number): Pick<Aspect, 'cell' | 'best'> => ({
  cell: (idea) => `${outOfFive(value(idea))} / 5`,
  best: value,
});

function aspects(ranks: ReadonlyMap<string, number>, titles: ReadonlyMap<string, string>): Aspect[] {
  return [
    { name: 'Rank', cell: (idea) => `#${ranks.get(idea.id) ?? '–'}`, best: (idea) => -(ranks.get(idea.id) ?? 1e9) },
    { name: 'Status', cell: (idea) => <IdeaStatusBadge status={idea.status} /> },
    { name: 'Rating', cell: (idea) => <Rating idea={idea} />, best: (idea) => idea.eloRating },
    { name: 'Overall', ...score(ideaOverallScore) },
    { name: 'Novelty', ...score((idea) => idea.noveltyScore) },
    { name: 'Correctness', ...score((idea) => idea.correctnessScore) },
    { name: 'Feasibility', ...score((idea) => idea.feasibilityScore) },
    { name: 'Hypothesis', cell: (idea) => idea.details?.hypothesis ?? idea.summary },
    { name: 'Reviews', cell: (idea) => <Reviews idea={idea} /> },
    {
      name: 'Resources',
      cell: (idea) => <List items={idea.details?.resources?.map((r) => `${r.name} (${r.type})`)} />,
    },
    {
      name: 'Risks',
      cell: (idea) => (
        <List items={idea.details?.risks?.map((r) => `${r.risk} (${Math.round(r.probability * 100)}% likely)`)} />
      ),
    },
    { name: 'Lineage', cell: (idea) => <Lineage idea={idea} titles={titles} /> },
  ];
}

/**
 * Two to four ideas side by side: a column each, the best value of each score marked. The list
 * carries no reviews, so each idea is read in full; until it arrives its list entry stands in.
 * Two ideas of one session can be judged against each other (docs/product.md, "Your verdicts").
 */
export function IdeaCompareDialog({ open, ideas: listed, ranks, titles, onClose }: IdeaCompareDialogProps) {
  const full = useQueries({ queries: listed.map((idea) => ({ ...ideaQueryOptions(idea.id), enabled: open })) });
  const ideas = listed.map((idea, i) => full[i]?.data ?? idea);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Compare ideas"
      description="Scores, reviews, resources, risks and lineage side by side; the best of each score is marked."
      className="max-w-6xl!"
    >
      {/* Focusable, so the keyboard can scroll a comparison wider or taller than the screen. */}
      <div
        tabIndex={0}
        role="region"
        aria-label="Ideas side by side"
        className="max-h-[70vh] overflow-auto rounded-ui border border-border"
      >
        <table className="w-full border-collapse text-left align-top text-sm">
          <caption className="sr-only">Compare ideas</caption>
          <thead className="sticky top-0 z-10 bg-surface-muted">
            <tr>
              <th scope="col" className="sticky left-0 bg-surface-muted px-3 py-2 text-xs text-fg-muted">
                <span className="sr-only">Aspect</span>
              </th>
              {ideas.map((idea) => (
                <th key={idea.id} scope="col" className="min-w-48 px-3 py-2 font-semibold">
                  {idea.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {aspects(ranks, titles).map((aspect) => (
              <AspectRow key={aspect.name} aspect={aspect} ideas={ideas} />
            ))}
          </tbody>
        </table>
      </div>
      {ideas.length === 2 && ideas[0].sessionId === ideas[1].sessionId && (
        <section aria-labelledby="judge-pair" className="mt-4 border-t border-border pt-4">
          <h3 id="judge-pair" className="mb-2 text-base font-semibold">
            Judge this pair
          </h3>
          <PairVerdictForm
            // By the pair, not its order: a verdict reorders the ranking, and the form keeps its answer.
            key={[ideas[0].id, ideas[1].id].sort().join('|')}
            sessionId={ideas[0].sessionId}
            pair={[ideas[0], ideas[1]]}
            label="Judge this pair"
          />
        </section>
      )}
    </Modal>
  );
}

function AspectRow({ aspect, ideas }: { aspect: Aspect; ideas: readonly Idea[] }) {
  const values = aspect.best ? ideas.map(aspect.best) : [];
  const top = Math.max(...values);
  // Marked only where it tells the ideas apart.
  const marks = aspect.best && new Set(values).size > 1;
  return (
    <tr>
      <th scope="row" className="sticky left-0 bg-surface px-3 py-2 align-top text-xs font-medium text-fg-muted">
        {aspect.name}
      </th>
      {ideas.map((idea, i) => {
        const best = marks && values[i] === top;
        return (
          <td
            key={idea.id}
            className={best ? 'bg-success-soft px-3 py-2 align-top font-semibold' : 'px-3 py-2 align-top'}
          >
            {aspect.cell(idea)}
            {best && <span className="text-xs font-normal text-success"> (best)</span>}
          </td>
        );
      })}
    </tr>
  );
}

function Rating({ idea }: { idea: Idea }) {
  const interval = btIntervalText(idea.btInterval);
  return (
    <div className="flex flex-col gap-0.5">
      <StarRating stars={eloToStars(idea.eloRating)} size={14} />
      <span className="tabular-nums">Elo {Math.round(idea.eloRating)}</span>
      {interval && <span className="text-xs text-fg-muted tabular-nums">Bradley–Terry 95%: {interval}</span>}
      <span className="text-xs text-fg-muted">
        {matchCount(idea.matchRecord)} matches, {idea.matchRecord?.wins ?? 0} won
      </span>
    </div>
  );
}

function Reviews({ idea }: { idea: Idea }) {
  const reviews = idea.reviews ?? [];
  if (reviews.length === 0) return <span className="text-fg-muted">No reviews yet</span>;
  return (
    <ul className="flex flex-col gap-1.5">
      {reviews.slice(-3).map((review, i) => (
        <li key={i}>
          <span className="font-medium">
            {reviewTypeLabel(review.type)} · {review.score.toFixed(1)} / 5:
          </span>{' '}
          <span className="line-clamp-3">{review.text}</span>
        </li>
      ))}
      {reviews.length > 3 && <li className="text-xs text-fg-muted">and {reviews.length - 3} earlier</li>}
    </ul>
  );
}

function List({ items }: { items?: readonly string[] }) {
  if (!items?.length) return <span className="text-fg-muted">None listed</span>;
  return (
    <ul className="list-disc pl-4">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

function Lineage({ idea, titles }: { idea: Idea; titles: ReadonlyMap<string, string> }) {
  const parents = idea.parentIds ?? [];
  const made = idea.strategy ? `Made by ${idea.strategy.replace(/_/g, ' ')}` : 'Original idea';
  return (
    <div className="flex flex-col gap-1">
      <span>
        {made}
        {typeof idea.round === 'number' && `, round ${idea.round}`}
      </span>
      {parents.length > 0 && <List items={parents.map((id) => titles.get(id) ?? 'An idea no longer listed')} />}
    </div>
  );
}
