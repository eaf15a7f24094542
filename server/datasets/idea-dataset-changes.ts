import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { mutate } from '../activity/mutate';
import type { Database, Executor } from '../db/connect';
import { permit } from '../access/authorize';
import { notFound } from '../http/http-error';
import { findIdea } from '../ideas/idea-store';
import { findAttachableDataset } from './dataset-detail';
import { toDatasetSummary } from './dataset-summary';
import { attachOnce, deleteAttachment, findAttached, toAttached, type AttachedDataset } from './idea-datasets';

// Attaching a dataset to an idea and detaching it, each through mutate() with its activity row
// (docs/decisions/002-server-handlers-and-mutations.md). The caller must be able to edit the idea
// (docs/decisions/013-workspace-permissions.md), their membership held until the commit.

type Actor = { id: string };

const editableIdea = async (tx: Executor, userId: string, ideaId: string) =>
  permit(await findIdea(tx, userId, ideaId, { lock: true }), 'idea', 'edit');

export function attachDataset(
  db: Database,
  user: Actor,
  ideaId: string,
  body: { datasetId: string; relevanceScore?: number; reason?: string },
): Promise<AttachedDataset> {
  return mutate(db, user, async (tx, record) => {
    const { idea, session } = await editableIdea(tx, user.id, ideaId);
    const found = await findAttachableDataset(tx, user.id, body.datasetId);
    if (!found) throw notFound(NOT_FOUND_MESSAGES.dataset);
    const { inserted, ...link } = await attachOnce(tx, { ...body, ideaId, userId: user.id });
    // Attaching again changes nothing, so it records nothing.
    if (inserted) {
      record({
        entityType: 'idea',
        entityId: idea.id,
        action: 'idea.dataset_attached',
        message: `Attached dataset '${found.dataset.name}' to idea '${idea.title}'`,
        metadata: {
          workspaceId: session.workspaceId,
          goalId: session.goalId,
          sessionId: session.id,
          datasetId: found.dataset.id,
        },
      });
    }
    return toAttached(link, toDatasetSummary(found.dataset, found.file));
  });
}

export function detachDataset(db: Database, user: Actor, ideaId: string, datasetId: string): Promise<void> {
  return mutate(db, user, async (tx, record) => {
    const { idea, session } = await editableIdea(tx, user.id, ideaId);
    const attached = await findAttached(tx, ideaId, datasetId);
    if (!attached || !(await deleteAttachment(tx, ideaId, datasetId))) {
      throw notFound(NOT_FOUND_MESSAGES.ideaDataset);
    }
    record({
      entityType: 'idea',
      entityId: idea.id,
      action: 'idea.dataset_detached',
      message: `Detached dataset '${attached.dataset.name}' from idea '${idea.title}'`,
      metadata: { workspaceId: session.workspaceId, goalId: session.goalId, sessionId: session.id, datasetId },
    });
  });
}
