import { and, eq, sql } from 'drizzle-orm';
import { ideas } from '../../db/schema/ideas';
import { ideaDetailsOf, loadIdeas, type IdeaRow } from '../engine-store';
import { embeddingSimilarity, lexicalSimilarity } from '../../relevance/similarity';
import { clusters, DUPLICATE_THRESHOLD, nearDuplicates } from '../similarity';
import type { Phase } from './phase';

export const ideaText = (i: IdeaRow) => `${i.title}. ${i.summary}. ${ideaDetailsOf(i).methodology.join('. ')}`;

// The proximity graph: near-duplicates merged into the better-ranked idea (they leave the
// tournament and the lists, counted in their survivor), the rest grouped into clusters.
export const proximityPhase: Phase = async ({ db, agents, ctx, session, step }) => {
  const ranked = await loadIdeas(db, session);
  const texts = ranked.map(ideaText);
  const vectors = ranked.length > 1 ? await agents.embed(texts, ctx.signal) : null;
  const matrix = vectors ? embeddingSimilarity(vectors) : lexicalSimilarity(texts);
  const merges = nearDuplicates(matrix, DUPLICATE_THRESHOLD);
  const merged = new Set(merges.map((m) => m.duplicate));
  // Embeddings put related texts closer than TF-IDF does, so their clusters need a higher bar.
  const labels = clusters(matrix, vectors ? 0.75 : 0.3);
  return {
    async write(tx) {
      for (const [i, idea] of ranked.entries()) {
        const merge = merges.find((m) => m.duplicate === i);
        await tx
          .update(ideas)
          .set({ cluster: labels[i], ...(merge && { duplicateOf: ranked[merge.survivor].id }), updatedAt: sql`now()` })
          .where(and(eq(ideas.id, idea.id), eq(ideas.userId, session.userId)));
      }
    },
    warnings: merges.map(
      (m) =>
        `Merged near-duplicate '${ranked[m.duplicate].title}' into '${ranked[m.survivor].title}' (similarity ${m.similarity.toFixed(2)})`,
    ),
    message: `Round ${step.round}: ${new Set(labels.filter((_, i) => !merged.has(i))).size} clusters, ${merges.length} near-duplicate${merges.length === 1 ? '' : 's'} merged (${vectors ? 'embeddings' : 'lexical TF-IDF'})`,
  };
};
