import { fileSlug } from '../../src/domain/file-slug';
import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { authorize } from '../access/authorize';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import { fileStorageFor } from '../files/blob-store';
import { contentDisposition } from '../files/file-names';
import { applySpend, createFixedWindows, type Limit } from '../http/fixed-windows';
import { notFound } from '../http/http-error';
import { CRATE_MESSAGES, crateDownload } from '../research-objects/crate-download';
import { bestRun } from '../research-objects/best-run';
import { experimentLineage, LINEAGE_RUNS } from '../research-objects/experiment-lineage';
import { readExperimentRecord } from '../research-objects/experiment-record';
import type { HandlerMap } from './handler-types';

// An experiment's research object out (docs/product.md, "Research objects out"): its RO-Crate
// as a streamed zip, and the same chain as the lineage its page draws. Both read the experiment
// as any member of its workspace may (decision 013); anyone else is told it is not found.

/**
 * Crates one user may start: each deflates every file of the experiment again, up to
 * RO_CRATE_MAX_MB, and a script asking in a loop would keep a core busy for everyone.
 */
export const CRATE_DOWNLOAD_LIMIT: Limit = { max: 20, windowMs: 10 * 60_000 };

export function researchObjectHandlers(ctx: AppContext): HandlerMap {
  const { db, config } = ctx;
  const downloads = createFixedWindows();
  const sources = { dataDir: config.dataDir, storage: fileStorageFor(config), maxBytes: config.roCrateMaxMb * 1e6 };

  async function recordOf(userId: string, experimentId: string, runLimit?: number) {
    await authorize(db, userId, { experiment: experimentId }, 'read');
    const record = await readExperimentRecord(db, experimentId, runLimit);
    if (!record) throw notFound(NOT_FOUND_MESSAGES.experiment);
    return record;
  }

  return {
    async getExperimentLineage(request) {
      const record = await recordOf(requireUser(request).id, request.params.experimentId, LINEAGE_RUNS);
      return experimentLineage(record, await bestRun(db, record.experiment.id, record.primaryMetric));
    },

    async downloadExperimentRoCrate(request, reply) {
      const userId = requireUser(request).id;
      const record = await recordOf(userId, request.params.experimentId);
      applySpend(
        reply,
        downloads.spend([{ key: userId, limit: CRATE_DOWNLOAD_LIMIT }]),
        CRATE_MESSAGES.tooManyDownloads,
      );
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
