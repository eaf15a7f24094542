import { loadIdeas } from '../engine-store';
import { updateIdeas } from '../idea-updates';
import { familiesOf, ideaText, sharedFamilies } from '../idea-families';
import { embeddingSimilarity, lexicalSimilarity } from '../../relevance/similarity';
import { clusters, DUPLICATE_THRESHOLD, nearDuplicates } from '../similarity';
import type { Phase } from './phase';

// The proximity graph: near-duplicates merged into the better-ranked idea (they leave the
// tournament and the lists, counted in their survivor), the rest grouped into clusters, and the
// families of near-duplicates among those that stand flagged (idea-families.ts).

/** How many families the step's message names; the count covers the rest. */
const NAMED_FAMILIES = 3;
export const proximityPhase: Phase = async ({ db, agents, ctx, session, step }) => {
  const ranked = await loadIdeas(db, session);
  const texts = ranked.map(ideaText);
  const vectors = ranked.length > 1 ? await agents.embed(texts, ctx.signal) : null;
  const lexical = lexicalSimilarity(texts);
  const matrix = vectors ? embeddingSimilarity(vectors) : lexical;
  const merges = nearDuplicates(matrix, DUPLICATE_THRESHOLD);
  const merged = new Set(merges.map((m) => m.duplicate));
  const families = sharedFamilies(familiesOf(lexical)).map((f) => f.filter((i) => !merged.has(i)));
  const flagged = families.filter((f) => f.length > 1);
  // Embeddings put related texts closer than TF-IDF does, so their clusters need a higher bar.
  const labels = clusters(matrix, vectors ? 0.75 : 0.3);
  return {
    async write(tx) {
      // A merge of an earlier round stands: duplicate_of is only ever set, never cleared.
      const rows = ranked.map((idea, i) => {
        const merge = merges.find((m) => m.duplicate === i);
        return { id: idea.id, set: { cluster: labels[i], duplicate_of: merge ? ranked[merge.survivor].id : null } };
      });
      await updateIdeas(tx, session.userId, { cluster: 'integer', duplicate_of: 'uuid' }, rows, {
        keepWhenNull: ['duplicate_of'],
      });
    },
    warnings: merges.map(
      (m) =>
        `Merged near-duplicate '${ranked[m.duplicate].title}' into '${ranked[m.survivor].title}' (similarity ${m.similarity.toFixed(2)})`,
    ),
    message: `Round ${step.round}: ${new Set(labels.filter((_, i) => !merged.has(i))).size} clusters, ${merges.length} near-duplicate${merges.length === 1 ? '' : 's'} merged (${vectors ? 'embeddings' : 'lexical TF-IDF'})${familiesNote(flagged, ranked)}`,
  };
};

/** "; 2 families of near-duplicates kept apart in the tournament: 'A' with 'B'; 'C' with 'D'". */
function familiesNote(flagged: number[][], ranked: Array<{ title: string }>): string {
  if (flagged.length === 0) return '';
  const named = flagged
    .slice(0, NAMED_FAMILIES)
    .map((f) => f.map((i) => `'${ranked[i].title}'`).join(' with '))
    .join('; ');
  const more = flagged.length > NAMED_FAMILIES ? `; and ${flagged.length - NAMED_FAMILIES} more` : '';
  const count = `${flagged.length} famil${flagged.length === 1 ? 'y' : 'ies'}`;
  return `; ${count} of near-duplicates kept apart in the tournament: ${named}${more}`;
}
