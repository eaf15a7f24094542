import type { components } from '../../../src/api/schema';

// One shape for a dataset found in any live catalogue, and the one interface every catalogue
// connector offers, so federated search and the UI never see a source's own JSON.

/**
 * The contract's shape (openapi/openapi.yaml, ExternalDataset): descriptions are plain text (HTML
 * stripped) of at most 2,000 characters, formats upper case without a dot ('CSV'), and updatedAt
 * ISO 8601 (a bare date where the source gives only that).
 */
export type ExternalDataset = components['schemas']['ExternalDataset'];
export type ConnectorId = ExternalDataset['source'];

export interface DatasetConnector {
  id: ConnectorId;
  name: string;
  search(query: string, options: { limit: number; signal?: AbortSignal }): Promise<ExternalDataset[]>;
}

/** A catalogue could not answer. `reason` is short and safe to show a user: 'timed out', 'HTTP 503'. */
export class ConnectorError extends Error {
  override readonly name = 'ConnectorError';
  readonly connector: ConnectorId;
  readonly sourceName: string;
  readonly reason: string;

  constructor(connector: ConnectorId, sourceName: string, reason: string, options: { cause?: unknown } = {}) {
    super(`${sourceName}: ${reason}`, options);
    this.connector = connector;
    this.sourceName = sourceName;
    this.reason = reason;
  }
}
