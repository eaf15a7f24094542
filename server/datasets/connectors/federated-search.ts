import { ConnectorError, type ConnectorId, type DatasetConnector, type ExternalDataset } from './connector';

// Asks every connector at once. A source that fails is reported as unavailable with its reason
// and the others still answer; only the caller's own abort fails the whole search.

export interface SourceStatus {
  id: ConnectorId;
  name: string;
  status: 'ok' | 'unavailable';
  /** Why a source is unavailable, short and safe to show: 'timed out', 'HTTP 503'. */
  message?: string;
  count: number;
}

export interface FederatedResults {
  /** Round-robin across sources by rank, so no one catalogue crowds out the rest. */
  results: ExternalDataset[];
  sources: SourceStatus[];
}

export interface FederatedOptions {
  /** Per source. */
  limit: number;
  signal?: AbortSignal;
  /** Hears each failure with its cause, for the log; the response carries only the reason. */
  onError?: (connector: DatasetConnector, error: unknown) => void;
}

export async function searchConnectors(
  connectors: readonly DatasetConnector[],
  query: string,
  { limit, signal, onError }: FederatedOptions,
): Promise<FederatedResults> {
  const settled = await Promise.allSettled(connectors.map((c) => c.search(query, { limit, signal })));
  if (signal?.aborted) throw signal.reason;
  const lists: ExternalDataset[][] = [];
  const sources = settled.map((outcome, index): SourceStatus => {
    const { id, name } = connectors[index];
    if (outcome.status === 'fulfilled') {
      lists.push(outcome.value);
      return { id, name, status: 'ok', count: outcome.value.length };
    }
    onError?.(connectors[index], outcome.reason);
    const message = outcome.reason instanceof ConnectorError ? outcome.reason.reason : 'failed';
    return { id, name, status: 'unavailable', message, count: 0 };
  });
  return { results: interleave(lists), sources };
}

function interleave<T>(lists: T[][]): T[] {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, rank) => lists.flatMap((list) => list.slice(rank, rank + 1))).flat();
}
