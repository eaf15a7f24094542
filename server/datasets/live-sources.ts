import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { components } from '../../src/api/schema';
import { ConnectorError, type DatasetConnector, type ExternalDataset } from './connectors/connector';
import { searchConnectors } from './connectors/federated-search';

// The live catalogues beside the local search, and the list of sources a search answers with:
// the catalogue and the caller's uploads first, then each configured live source.

export type DatasetSource = components['schemas']['DatasetSource'];

/** Results asked of each live source. */
export const LIVE_LIMIT = 10;

export function localSources(counts: { catalogue: number; mine: number }): DatasetSource[] {
  return [
    { id: 'catalogue', name: 'Labforge catalogue', status: 'ok', count: counts.catalogue },
    { id: 'mine', name: 'My datasets', status: 'ok', count: counts.mine },
  ];
}

/** Sources not asked this time (no text, a later page, live off) are listed with nothing found. */
export function unaskedSources(connectors: readonly DatasetConnector[]): DatasetSource[] {
  return connectors.map((c) => ({ id: c.id, name: c.name, status: 'ok', count: 0 }));
}

/**
 * A failing source is reported unavailable with a short reason; the log names it, not the query.
 * When the caller has gone, nothing is left to answer: the search ends quietly, with nothing.
 */
export async function askLiveSources(
  connectors: readonly DatasetConnector[],
  q: string,
  signal: AbortSignal,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<{ external: ExternalDataset[]; sources: DatasetSource[] }> {
  try {
    const { results, sources } = await searchConnectors(connectors, q, {
      limit: LIVE_LIMIT,
      signal,
      onError: (connector, error) =>
        log.warn(
          { source: connector.name, reason: error instanceof ConnectorError ? error.reason : 'failed' },
          'a live dataset source failed',
        ),
    });
    return { external: results, sources };
  } catch (error) {
    if (signal.aborted) return { external: [], sources: [] };
    throw error;
  }
}

/** Aborts when the caller goes away before the answer is sent, so live sources stop waiting. */
export function callerGone(reply: Pick<FastifyReply, 'raw'>): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
