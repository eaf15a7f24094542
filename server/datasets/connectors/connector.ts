// One shape for a dataset found in any live catalogue, and the one interface every catalogue
// connector offers, so federated search and the UI never see a source's own JSON.

export type ConnectorId = 'ckan' | 'zenodo' | 'datacite' | 'datacommons';

export interface ExternalDataset {
  source: ConnectorId;
  /** The catalogue's display name: a CKAN portal's name, or 'Zenodo', 'DataCite', 'Data Commons'. */
  sourceName: string;
  externalId: string;
  name: string;
  publisher: string | null;
  /** Plain text (HTML stripped), at most 2,000 characters. */
  description: string;
  topics: string[];
  /** Upper case, no leading dot: 'CSV', 'JSON'. */
  formats: string[];
  licence: string | null;
  landingUrl: string;
  /** ISO 8601: a timestamp, or a bare date where the source gives only that. */
  updatedAt: string | null;
}

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
