import { CONVERSION_MESSAGES, NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import type { AppContext } from '../app-context';
import { permit } from '../access/authorize';
import { requireUser } from '../auth/bearer';
import { convertIdea, type ConversionResult } from '../conversion/convert-idea';
import { listAttached } from '../datasets/idea-datasets';
import type { Executor } from '../db/connect';
import type { ConversionBuilder, IdeaToConvert } from '../conversion/conversion-types';
import { modelConversion } from '../conversion/model-conversion';
import { offlineConversion } from '../conversion/offline-conversion';
import { ideaDetailsOf } from '../engine/engine-store';
import { HttpError } from '../http/http-error';
import { findIdea, type FoundIdea } from '../ideas/idea-store';
import type { ChatModel } from '../llm/chat-model';
import type { HandlerMap } from './handler-types';

// Converting ideas into experiments and workflows, and previewing what conversion would build
// (docs/product.md, "Conversion"). Drafts are built before any transaction opens, so a slow
// model never holds a lock; each idea then commits on its own.

/** The spec's 120 s for a convert or preview call, less a margin to answer in. */
const BUILD_TIMEOUT_MS = 110_000;

/** The datasets the researcher attached to this idea join the ones chosen for the whole batch. */
async function datasetsFor(db: Executor, ideaId: string, chosen: string[]): Promise<string[]> {
  const attached = (await listAttached(db, ideaId)).map((link) => link.dataset.name);
  return [...new Set([...chosen, ...attached])];
}

const toConvert = (row: FoundIdea['idea']): IdeaToConvert => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  details: ideaDetailsOf(row),
});

/**
 * The ideas named, found for the caller. Each must be one they may change: a member whose role
 * falls short is refused before anything converts; an idea they cannot see is its own result.
 */
async function ideasToConvert(db: Executor, userId: string, ideaIds: string[]) {
  const found = await Promise.all(ideaIds.map((id) => findIdea(db, userId, id)));
  for (const idea of found) if (idea) permit(idea, 'idea', 'edit');
  return found;
}

/** What conversion would build for one idea, stored nowhere. */
async function previewOf(build: ConversionBuilder, row: FoundIdea['idea'], signal: AbortSignal) {
  const idea = toConvert(row);
  const draft = await build(idea, [], signal).catch((error: Error) => {
    throw new HttpError(503, 'service_unavailable', CONVERSION_MESSAGES.buildFailed(error.message));
  });
  const { definition, inputSchema, outputSchema, ...workflow } = draft.workflow;
  return {
    ideaId: idea.id,
    title: idea.title,
    engine: draft.engine,
    workflow: { ...workflow, workflow_definition: definition, input_schema: inputSchema, output_schema: outputSchema },
  };
}

export function conversionHandlers(ctx: AppContext, model: ChatModel | null): HandlerMap {
  const { db } = ctx;
  const build: ConversionBuilder = model ? modelConversion(model) : offlineConversion;

  async function convertOne(
    userId: string,
    ideaId: string,
    found: FoundIdea | undefined,
    datasets: string[],
  ): Promise<ConversionResult> {
    if (!found) return { ideaId, success: false, error: NOT_FOUND_MESSAGES.idea };
    const { status } = found.idea;
    if (status === 'converted') return { ideaId, success: false, error: CONVERSION_MESSAGES.alreadyConverted };
    if (status !== 'selected') return { ideaId, success: false, error: CONVERSION_MESSAGES.notSelected(status) };
    const chosen = await datasetsFor(db, ideaId, datasets);
    let draft;
    try {
      draft = await build(toConvert(found.idea), chosen, AbortSignal.timeout(BUILD_TIMEOUT_MS));
    } catch (error) {
      return { ideaId, success: false, error: CONVERSION_MESSAGES.buildFailed((error as Error).message) };
    }
    return convertIdea(db, userId, ideaId, draft);
  }

  return {
    async convertIdeas(request) {
      const userId = requireUser(request).id;
      const datasets = request.body.selectedDatasets ?? [];
      const { ideaIds } = request.body;
      const found = await ideasToConvert(db, userId, ideaIds);
      const results = await Promise.all(ideaIds.map((id, i) => convertOne(userId, id, found[i], datasets)));
      return { conversionResults: results };
    },

    async previewIdeaGraph(request) {
      const userId = requireUser(request).id;
      const found = await Promise.all(
        request.body.ideaIds.map(async (id) => permit(await findIdea(db, userId, id), 'idea', 'read')),
      );
      const signal = AbortSignal.timeout(BUILD_TIMEOUT_MS);
      const previews = await Promise.all(found.map((f) => previewOf(build, f.idea, signal)));
      return { previews };
    },
  };
}
