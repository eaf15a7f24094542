import { IDEA_TITLE_MAX } from '../../../src/domain/contract-limits';
import type { Transaction } from '../../db/connect';
import { ideas } from '../../db/schema/ideas';
import type { SessionRow } from '../engine-store';
import type { IdeaDraft } from '../types';
import { staggered } from './phase';

export interface NewIdea {
  draft: IdeaDraft;
  strategy: string;
  parentIds?: string[];
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
  await tx.insert(ideas).values(
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
  );
}
