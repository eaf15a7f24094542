import { CONVERSION_MESSAGES, NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import { convertIdea, type ConversionResult } from '../conversion/convert-idea';
import { listAttached } from '../datasets/idea-datasets';
import type { Executor } from '../db/connect';
import type { ConversionBuilder, IdeaToConvert } from '../conversion/conversion-types';
import { modelConversion } from '../conversion/model-conversion';
import { offlineConversion } from '../conversion/offline-conversion';
import { ideaDetailsOf } from '../engine/engine-store';
import { HttpError, notFound } from '../http/http-error';
import { findIdea } from '../ideas/idea-store';
import type { ChatModel } from '../llm/chat-model';
import type { HandlerMap } from './handler-types';

// Converting ideas into experiments and workflows, and previewing what conversion would build
// (docs/product.md, "Conversion"). Drafts are built before any transaction opens, so a slow
// model never holds a lock; each idea then commits on its own.

/** The spec's 120 s for a convert or preview call, less a margin to answer in. */
const BUILD_TIMEOUT_MS = 110_000;

/** The datasets the researcher attached to this idea join the ones chosen for the whole batch. */
async function datasetsFor(db: Executor, userId: string, ideaId: string, chosen: string[]): Promise<string[]> {
  const attached = (await listAttached(db, userId, ideaId)).map((link) => link.dataset.name);
  return [...new Set([...chosen, ...attached])];
}

export function conversionHandlers(ctx: AppContext, model: ChatModel | null): HandlerMap {
  const { db } = ctx;
  const build: ConversionBuilder = model ? modelConversion(model) : offlineConversion;
  const toConvert = (row: NonNullable<Awaited<ReturnType<typeof findIdea>>>['idea']): IdeaToConvert => ({
    id: row.id,
    title: row.title,
    summary: row.summary,
    details: ideaDetailsOf(row),
  });

  async function convertOne(userId: string, ideaId: string, datasets: string[]): Promise<ConversionResult> {
    const found = await findIdea(db, userId, ideaId);
    if (!found) return { ideaId, success: false, error: NOT_FOUND_MESSAGES.idea };
    const { status } = found.idea;
    if (status === 'converted') return { ideaId, success: false, error: CONVERSION_MESSAGES.alreadyConverted };
    if (status !== 'selected') return { ideaId, success: false, error: CONVERSION_MESSAGES.notSelected(status) };
    const chosen = await datasetsFor(db, userId, ideaId, datasets);
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
      const results = await Promise.all(request.body.ideaIds.map((id) => convertOne(userId, id, datasets)));
      return { conversionResults: results };
    },

    async previewIdeaGraph(request) {
      const userId = requireUser(request).id;
      const found = await Promise.all(request.body.ideaIds.map((id) => findIdea(db, userId, id)));
      if (found.some((f) => !f)) throw notFound(NOT_FOUND_MESSAGES.idea);
      const signal = AbortSignal.timeout(BUILD_TIMEOUT_MS);
      const previews = await Promise.all(
        found.map(async (f) => {
          const idea = toConvert(f!.idea);
          const draft = await build(idea, [], signal).catch((error: Error) => {
            throw new HttpError(503, 'service_unavailable', CONVERSION_MESSAGES.buildFailed(error.message));
          });
          const { definition, inputSchema, outputSchema, ...workflow } = draft.workflow;
          return {
            ideaId: idea.id,
            title: idea.title,
            engine: draft.engine,
            workflow: {
              ...workflow,
              workflow_definition: definition,
              input_schema: inputSchema,
              output_schema: outputSchema,
            },
          };
        }),
      );
      return { previews };
    },
  };
}
