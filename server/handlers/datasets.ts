import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { pageToSkipLimit, toPaged } from '../../src/domain/paging';
import type { AppContext } from '../app-context';
import { permit } from '../access/authorize';
import { requireUser } from '../auth/bearer';
import { createConnectors } from '../datasets/connectors/create-connectors';
import { findReadableDataset, toDataset } from '../datasets/dataset-detail';
import { updateUpload } from '../datasets/dataset-edit';
import { searchDatasets } from '../datasets/dataset-search';
import { attachDataset, detachDataset } from '../datasets/idea-dataset-changes';
import { listAttached } from '../datasets/idea-datasets';
import { askLiveSources, callerGone, localSources, unaskedSources } from '../datasets/live-sources';
import { notFound } from '../http/http-error';
import { findIdea } from '../ideas/idea-store';
import type { HandlerMap } from './handler-types';

// Dataset search with facets and live sources, one dataset, and the datasets attached to an idea
// (docs/product.md, "Datasets"), and describing an upload. Uploads, downloads and deletion are in
// files.ts.

export function datasetHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  // Built once: the connectors share one response cache for the app's life.
  const connectors = createConnectors(ctx.config.datasetConnectors);
  return {
    async searchDatasets(request, reply) {
      const userId = requireUser(request).id;
      const { page, pageSize, live = true, ...query } = request.query;
      const { skip, limit } = pageToSkipLimit(page, pageSize);
      const q = query.q?.trim() ?? '';
      const asked = live && q !== '' && skip === 0 && connectors.length > 0;
      const [found, remote] = await Promise.all([
        searchDatasets(db, userId, query, skip, limit),
        asked
          ? askLiveSources(connectors, q, callerGone(reply), request.log)
          : { external: [], sources: unaskedSources(connectors) },
      ]);
      return {
        ...toPaged(found.items, found.total, skip, limit),
        facets: found.facets,
        external: remote.external,
        sources: [...localSources(found), ...remote.sources],
      };
    },

    async getDataset(request) {
      const found = await findReadableDataset(db, requireUser(request).id, request.params.datasetId);
      if (!found) throw notFound(NOT_FOUND_MESSAGES.dataset);
      return toDataset(found.dataset, found.file);
    },

    async updateDataset(request) {
      return updateUpload(db, requireUser(request), request.params.datasetId, request.body);
    },

    async listIdeaDatasets(request) {
      const found = await findIdea(db, requireUser(request).id, request.params.id);
      return { items: await listAttached(db, permit(found, 'idea', 'read').idea.id) };
    },

    async attachIdeaDataset(request, reply) {
      const attached = await attachDataset(db, requireUser(request), request.params.id, request.body);
      reply.code(201);
      return attached;
    },

    async detachIdeaDataset(request, reply) {
      await detachDataset(db, requireUser(request), request.params.id, request.params.datasetId);
      reply.code(204);
      return undefined;
    },
  };
}
