import type { ServerConfig } from '../config';
import type { Database } from '../db/connect';
import { createLiteratureConnectors } from './connectors/create-literature-connectors';
import { createLiteratureSearch, type LiteratureSearch } from './literature-search';

/** The literature search of one process: its connectors hold that process's rate limits. */
export function createLiteratureRuntime(config: Readonly<ServerConfig>, db: Database): LiteratureSearch {
  return createLiteratureSearch(db, createLiteratureConnectors(config.literature, { db }));
}
