import type { AccessTokens } from './auth/access-token';
import type { ReadCache } from './cache/read-cache';
import type { IdTokenVerifier } from './auth/id-token';
import type { ServerConfig } from './config';
import type { Database } from './db/connect';
import type { OpenApiDocument } from './http/openapi-document';

/** What handlers are built from: one per app, so tests can run several apps side by side. */
export interface AppContext {
  config: Readonly<ServerConfig>;
  db: Database;
  /** Hot owner-scoped reads; mutate() invalidates a user's entries on commit. */
  readCache: ReadCache;
  accessTokens: AccessTokens;
  verifyIdToken: IdTokenVerifier;
  openApi: OpenApiDocument;
  version: string;
}
