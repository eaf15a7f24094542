import { httpUrl, read, readHttpUrl, readInt, type Env } from '../../config-env';
import type { CkanPortal } from './ckan';
import type { DataCommonsSettings } from './datacommons';

// Which live catalogues dataset search may ask, read from the environment. Every source is off
// until its URL is set, so a fresh install makes no outside requests.

export interface ConnectorConfig {
  /** DATASET_CKAN_URLS: one entry per portal, `url` or `Name=url`, comma-separated. */
  ckan: CkanPortal[];
  /** DATASET_ZENODO_URL, e.g. https://zenodo.org */
  zenodo: { baseUrl: string } | null;
  /** DATASET_DATACITE_URL, e.g. https://api.datacite.org */
  datacite: { baseUrl: string } | null;
  /** DATASET_DATACOMMONS_URL (e.g. https://api.datacommons.org) and DATASET_DATACOMMONS_API_KEY. */
  dataCommons: DataCommonsSettings | null;
  /** DATASET_CONNECTOR_TIMEOUT_MS: the most one source may take, retries included. */
  timeoutMs: number;
  /** DATASET_CONNECTOR_CACHE_SECONDS: how long an answer is reused; 0 keeps none. */
  cacheSeconds: number;
}

export function readConnectorConfig(env: Env): ConnectorConfig {
  const zenodo = readHttpUrl(env, 'DATASET_ZENODO_URL');
  const datacite = readHttpUrl(env, 'DATASET_DATACITE_URL');
  const dataCommons = readHttpUrl(env, 'DATASET_DATACOMMONS_URL');
  return {
    ckan: readPortals(env, 'DATASET_CKAN_URLS'),
    zenodo: zenodo ? { baseUrl: zenodo } : null,
    datacite: datacite ? { baseUrl: datacite } : null,
    dataCommons: dataCommons
      ? { baseUrl: dataCommons, apiKey: read(env, 'DATASET_DATACOMMONS_API_KEY') ?? null }
      : null,
    timeoutMs: readInt(env, 'DATASET_CONNECTOR_TIMEOUT_MS', 8000, 100, 120_000),
    cacheSeconds: readInt(env, 'DATASET_CONNECTOR_CACHE_SECONDS', 600, 0, 86_400),
  };
}

function readPortals(env: Env, name: string): CkanPortal[] {
  const entries = (read(env, name) ?? '').split(',').map((entry) => entry.trim());
  return entries.filter(Boolean).map((entry) => {
    // 'Name=https://…' names the portal; a bare URL is named by its host.
    const named = /^([^=:/]+)=(.+)$/.exec(entry);
    const baseUrl = httpUrl((named?.[2] ?? entry).trim(), name);
    return { name: named?.[1].trim() || new URL(baseUrl).hostname, baseUrl };
  });
}
