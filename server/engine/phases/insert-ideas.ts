import { IDEA_TITLE_MAX } from '../../../src/domain/contract-limits';
import type { Transaction } from '../../db/connect';
import { ideas } from '../../db/schema/ideas';
import { ideaReferences } from '../../db/schema/literature';
import type { SessionRow } from '../engine-store';
import type { IdeaDraft } from '../types';
import { staggered } from './phase';

export interface NewIdea {
  draft: IdeaDraft;
  strategy: string;
  parentIds?: string[];
  /** Ids of the stored works (literature_works) the idea's text cites, in order of first citation. */
  referenceIds?: string[];
}

/**
 * The stored works a draft cites: its keys ([P1]…) name `works` in the order agents saw them
 * (`workViews`); a key naming no given work names nothing.
 */
export function citedWorkIds(draft: IdeaDraft, works: readonly { id: string }[]): string[] {
  const ids = (draft.citedKeys ?? []).flatMap((key) => {
    const work = /^[PW](\d+)$/.test(key) ? works[Number(key.slice(1)) - 1] : undefined;
    return work ? [work.id] : [];
  });
  return [...new Set(ids)];
}

/** New ideas enter at Elo 1200 with no scores until reflection has reviewed them. */
export async function insertIdeas(
  tx: Transaction,
  session: SessionRow,
  round: number,
  items: NewIdea[],
): Promise<void> {
  if (items.length === 0) return;
  const base = Date.now();
  const inserted = await tx
    .insert(ideas)
    .values(
      items.map((item, i) => ({
        sessionId: session.id,
        userId: session.userId,
        title: item.draft.title.slice(0, IDEA_TITLE_MAX),
        summary: item.draft.summary,
        engine: session.engine,
        details: item.draft.details,
        parentIds: item.parentIds ?? [],
        strategy: item.strategy,
        round,
        createdAt: staggered(i, base),
        updatedAt: staggered(i, base),
      })),
    )
    .returning({ id: ideas.id });
  const references = items.flatMap((item, i) =>
    [...new Set(item.referenceIds ?? [])].map((workId, position) => ({ ideaId: inserted[i].id, workId, position })),
  );
  if (references.length) await tx.insert(ideaReferences).values(references);
}
