import type { AccessTokens } from './auth/access-token';
import type { RevocationFeed } from './auth/revocation-feed';
import type { ReadCache } from './cache/read-cache';
import type { IdTokenVerifier } from './auth/id-token';
import type { ServerConfig } from './config';
import type { Database } from './db/connect';
import type { Notifier } from './events/notifier';
import type { OpenApiDocument } from './http/openapi-document';

/** What handlers are built from: one per app, so tests can run several apps side by side. */
export interface AppContext {
  config: Readonly<ServerConfig>;
  db: Database;
  /** Live events among every instance sharing the database: caches, streams, revocations. */
  notifier: Notifier;
  /** Hot owner-scoped reads; mutate() invalidates a user's entries on commit. */
  readCache: ReadCache;
  accessTokens: AccessTokens;
  /** Ended sign-ins, known to every instance: their access tokens are refused. */
  revocations: RevocationFeed;
  verifyIdToken: IdTokenVerifier;
  openApi: OpenApiDocument;
  version: string;
}
