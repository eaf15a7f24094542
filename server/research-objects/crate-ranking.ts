import { reviewTypeLabel } from '../../src/domain/review-types';
import { ref, type CrateGraph, type Ref } from './crate-graph';
import { addPerson, COSCIENTIST, IDEA_FILE } from './crate-ids';
import type { ExperimentRecord } from './experiment-record';
import type { PlayedMatch, RelatedWork } from './record-origin';

// How the idea was judged, in its crate (docs/product.md, "Research objects out"): the published
// works its review read (named by DOI where they have one), the reviews with their scores, based
// on those works, and the tournament matches it played, each with both judge readings and its
// Elo before and after.

const workId = ({ work }: RelatedWork) => (work.doi ? `https://doi.org/${work.doi}` : work.url);

export function addLiterature(graph: CrateGraph, literature: RelatedWork[]): Ref[] {
  return literature.map((related) =>
    graph.add({
      '@id': workId(related),
      '@type': 'ScholarlyArticle',
      name: related.work.title,
      author: related.work.authors,
      datePublished: related.work.year === null ? undefined : String(related.work.year),
      url: related.work.url,
      identifier: related.work.doi ?? undefined,
      description: `${related.relation === 'overlaps' ? 'Overlaps the idea' : 'The idea extends it'}: ${related.whyClose}`,
    }),
  );
}

/** Who judged: the researcher for their own review or verdict, else the Co-Scientist. */
function judgeOf(graph: CrateGraph, record: ExperimentRecord, human: boolean, userId: string | null): Ref {
  return human && userId ? addPerson(graph, record, userId) : ref(COSCIENTIST);
}

export function addReviews(graph: CrateGraph, record: ExperimentRecord, literature: Ref[]): Ref[] {
  return record.reviews.map((review) => {
    const human = review.author === 'human';
    const rating = graph.add({
      '@id': `#review-${review.id}-rating`,
      '@type': 'Rating',
      ratingValue: review.score,
      worstRating: 0,
      bestRating: 5,
    });
    return graph.add({
      '@id': `#review-${review.id}`,
      '@type': 'Review',
      name: human ? 'A researcher’s review' : `${reviewTypeLabel(review.type)} review, round ${review.round}`,
      reviewBody: review.text,
      reviewRating: rating,
      itemReviewed: ref(IDEA_FILE),
      author: judgeOf(graph, record, human, review.judgedBy),
      dateCreated: review.createdAt.toISOString(),
      // The works the agents judged the idea's novelty against; a researcher's review reads none.
      isBasedOn: !human && literature.length > 0 ? literature : undefined,
    });
  });
}

function matchWords({ match, opponent }: PlayedMatch, ideaId: string): string {
  const mine = match.ideaA === ideaId;
  const outcome = match.winner === null ? 'Drew' : match.winner === ideaId ? 'Won' : 'Lost';
  const [before, after] = mine ? [match.eloABefore, match.eloAAfter] : [match.eloBBefore, match.eloBAfter];
  const how =
    match.judge === 'human'
      ? `by a researcher's verdict, counted as ${match.weight} matches${match.reason ? `, because "${match.reason}"` : ''}`
      : `in ${match.format === 'debate' ? 'a debate' : 'a single judgement'}; ${
          match.verdictAb === match.verdictBa
            ? 'the judge read the pair in both orders and agreed with itself'
            : 'the judge read the pair in both orders and the readings disagreed'
        }`;
  return `${outcome} against '${opponent.title}' ${how}. Elo ${Math.round(before)} → ${Math.round(after)}.`;
}

export function addMatches(graph: CrateGraph, record: ExperimentRecord, ideaId: string): Ref[] {
  return record.matches.map((played) => {
    const opponent = graph.add({
      '@id': `#idea-${played.opponent.id}`,
      '@type': 'CreativeWork',
      name: played.opponent.title,
    });
    return graph.add({
      '@id': `#match-${played.match.id}`,
      '@type': 'CreativeWork',
      additionalType: 'Tournament match',
      name: `Tournament match, round ${played.match.round}`,
      description: matchWords(played, ideaId),
      about: [ref(IDEA_FILE), opponent],
      author: judgeOf(graph, record, played.match.judge === 'human', played.match.judgedBy),
      dateCreated: played.match.createdAt.toISOString(),
    });
  });
}
