import { fileSlug } from '../../src/domain/file-slug';
import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { authorize } from '../access/authorize';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import { fileStorageFor } from '../files/blob-store';
import { contentDisposition } from '../files/file-names';
import { notFound } from '../http/http-error';
import { crateDownload } from '../research-objects/crate-download';
import { experimentLineage } from '../research-objects/experiment-lineage';
import { readExperimentRecord } from '../research-objects/experiment-record';
import type { HandlerMap } from './handler-types';

// An experiment's research object out (docs/product.md, "Research objects out"): its RO-Crate
// as a streamed zip, and the same chain as the lineage its page draws. Both read the experiment
// as any member of its workspace may (decision 013); anyone else is told it is not found.

export function researchObjectHandlers(ctx: AppContext): HandlerMap {
  const { db, config } = ctx;
  const sources = { dataDir: config.dataDir, storage: fileStorageFor(config), maxBytes: config.roCrateMaxMb * 1e6 };

  async function recordOf(userId: string, experimentId: string) {
    await authorize(db, userId, { experiment: experimentId }, 'read');
    const record = await readExperimentRecord(db, experimentId);
    if (!record) throw notFound(NOT_FOUND_MESSAGES.experiment);
    return record;
  }

  return {
    async getExperimentLineage(request) {
      const record = await recordOf(requireUser(request).id, request.params.experimentId);
      return experimentLineage(record);
    },

    async downloadExperimentRoCrate(request, reply) {
      const record = await recordOf(requireUser(request).id, request.params.experimentId);
      const { stream } = await crateDownload(sources, record);
      const name = `${fileSlug(record.experiment.name) || record.experiment.id.slice(0, 8)}-ro-crate.zip`;
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(name))
        .header('cache-control', 'private, no-cache');
      // A stream, not a JSON body: the contract declares application/zip for this answer.
      return stream as never;
    },
  };
}
