import path from 'node:path';
import { readConnectorConfig, type ConnectorConfig } from './datasets/connectors/connector-config';
import { readLiteratureConfig, type LiteratureConfig } from './literature/connectors/literature-config';
import { readVibeConfig, type VibeConfig } from './vibe/vibe-config';
import type { ModelRole } from './llm/chat-model';
import { MODEL_ROLES } from './llm/model-roles';
import { deriveModelBadge, type ModelBadge } from './llm/model-badge';
import { read, readBool, readInt, readNumber, readUrl, type Env } from './config-env';
import { readSignInLimits, readTrustProxy, type TrustProxy } from './config-sign-in';
import { readUploadQuota, type UploadQuota } from './config-upload-quota';
import { readBlobStore, type BlobStoreConfig } from './config-blob-store';
import { readMailConfig, type MailConfig } from './mail/mail-config';

export type { TrustProxy } from './config-sign-in';

// Every setting the server reads from the environment, parsed once into a frozen, typed object.
// Defaults give a working local install: `npm start` with no variables at all.

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string }; // a directory, or 'memory://' for a throwaway database

/** What one `npm start` runs: the web server, the engine's job workers, or both. */
export type ServerRole = 'all' | 'web' | 'worker';

export interface ServerConfig {
  role: ServerRole;
  /** Co-Scientist steps one worker process runs at once. */
  engineWorkers: number;
  port: number;
  host: string;
  dataDir: string;
  staticDir: string;
  database: DatabaseTarget;
  logLevel: string;
  auth: {
    googleClientId: string | null;
    /** Issuers accepted in ID tokens; the first is the one stored with users. */
    issuers: readonly string[];
    jwksUrl: string;
    devLogin: boolean;
    /** Local sign-in is on for a host other than loopback: say so loudly at start-up. */
    devLoginExposed: boolean;
    /** HS256 key for access tokens; null means load or create DATA_DIR/auth-secret. */
    secret: string | null;
    accessTokenTtlSeconds: number;
    refreshTokenTtlDays: number;
    /** Sign-in and refresh attempts per client address, and sign-ins per account (sign-in-limits.ts). */
    rateLimit: { max: number; windowMs: number };
    accountRateLimit: { max: number; windowMs: number };
  };
  /** Fastify's trustProxy: which hops' X-Forwarded-For names the client (TRUST_PROXY). */
  trustProxy: TrustProxy;
  llm: LlmConfig;
  modelBadge: ModelBadge;
  /** The largest upload, in megabytes (MAX_UPLOAD_MB, default 200). */
  maxUploadMb: number;
  /** The most an experiment's RO-Crate download may hold, in megabytes (RO_CRATE_MAX_MB, default 1000). */
  roCrateMaxMb: number;
  /** Where uploads' and artifacts' bytes live (BLOB_STORE, S3_*; config-blob-store.ts). */
  blobStore: BlobStoreConfig;
  /** What each user may store: uploads and run artifacts together (server/files/upload-quota.ts). */
  uploadQuota: UploadQuota;
  datasetConnectors: ConnectorConfig;
  literature: LiteratureConfig;
  vibe: VibeConfig;
  /** SMTP_URL, SMTP_FROM, PUBLIC_URL: the e-mail invitation's notice (mail/mail-config.ts). */
  mail: MailConfig;
}

/** Where one role's calls go, after falling back to the LLM_* defaults. */
export interface LlmEndpoint {
  baseUrl: string;
  apiKey: string | null;
  model: string;
}

export interface LlmConfig {
  /** The defaults as read (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL). */
  baseUrl: string | null;
  apiKey: string | null;
  model: string | null;
  /** Every role resolved; null when no model is configured and the offline engine runs. */
  roles: Readonly<Record<ModelRole, LlmEndpoint>> | null;
  embeddingModel: string | null;
  concurrency: number;
  maxRetries: number;
  timeoutSeconds: number;
  /** The offline assistant's pause between words, so its answer reads as it streams. */
  offlineWordMs: number;
  /** What a million tokens cost in US dollars, prompt and answer alike; null: no cost is shown. */
  usdPerMillionTokens: number | null;
}

const GOOGLE_ISSUER = 'https://accounts.google.com';

export function loadConfig(env: Env = process.env): Readonly<ServerConfig> {
  // PORT, HOST: where the server listens (SPA and /v1 on one origin).
  const port = readInt(env, 'PORT', 8080, 0, 65535);
  const host = read(env, 'HOST') ?? '127.0.0.1';
  // DATA_DIR: embedded database, auth secret, uploads and jobs live here.
  const dataDir = path.resolve(read(env, 'DATA_DIR') ?? './data');
  // STATIC_DIR: the built SPA (vite build output) served with a history fallback.
  const staticDir = path.resolve(read(env, 'STATIC_DIR') ?? './dist');
  // DATABASE_URL: postgres://… uses PostgreSQL; memory:// an in-memory PGlite (tests);
  // unset, embedded PGlite in DATA_DIR/pglite.
  const databaseUrl = read(env, 'DATABASE_URL');
  const database: DatabaseTarget = !databaseUrl
    ? { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }
    : databaseUrl.startsWith('memory://')
      ? { kind: 'pglite', dataDir: 'memory://' }
      : { kind: 'postgres', url: databaseUrl };
  // GOOGLE_CLIENT_ID: enables Google sign-in; it is the audience ID tokens must carry.
  const googleClientId = read(env, 'GOOGLE_CLIENT_ID') ?? null;
  // AUTH_ISSUER: the OIDC issuer of ID tokens. Google's tokens may say either spelling.
  const issuer = read(env, 'AUTH_ISSUER') ?? GOOGLE_ISSUER;
  const issuers = issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : [issuer];
  // AUTH_JWKS_URL: where the issuer's signing keys are published.
  const jwksUrl = read(env, 'AUTH_JWKS_URL') ?? 'https://www.googleapis.com/oauth2/v3/certs';
  // AUTH_DEV_LOGIN: local sign-in. Default on only with no Google client id on a loopback host;
  // 'true' forces it on (warned about off loopback), 'false' forces it off.
  const loopback = isLoopback(host);
  const devLoginFlag = readBool(env, 'AUTH_DEV_LOGIN');
  const devLogin = devLoginFlag ?? (!googleClientId && loopback);
  // AUTH_SECRET: HS256 key for access tokens; unset, one is generated and kept in DATA_DIR.
  const secret = read(env, 'AUTH_SECRET') ?? null;
  // ACCESS_TOKEN_TTL_SECONDS: life of an access token; REFRESH_TOKEN_TTL_DAYS: absolute life
  // of a refresh-token family (rotation never extends it).
  const accessTokenTtlSeconds = readInt(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 1, 86_400);
  const refreshTokenTtlDays = readInt(env, 'REFRESH_TOKEN_TTL_DAYS', 30, 1, 365);
  // AUTH_RATE_LIMIT_*, AUTH_ACCOUNT_RATE_LIMIT_*: the sign-in limits; TRUST_PROXY: whose
  // X-Forwarded-For to believe about the client's address (config-sign-in.ts).
  const { rateLimit, accountRateLimit } = readSignInLimits(env);
  const trustProxy = readTrustProxy(env);
  const llm = readLlmConfig(env);
  // ROLE: all (web and engine workers in one process, the default), web or worker; split roles
  // share one PostgreSQL, since an embedded database belongs to the one process that opened it.
  const role = readRole(env, database);
  // ENGINE_WORKERS: Co-Scientist steps a worker process runs at once.
  const engineWorkers = readInt(env, 'ENGINE_WORKERS', 2, 1, 64);

  return deepFreeze({
    role,
    engineWorkers,
    port,
    host,
    dataDir,
    staticDir,
    database,
    // LOG_LEVEL: pino level (fatal, error, warn, info, debug, trace, silent).
    logLevel: read(env, 'LOG_LEVEL') ?? 'info',
    auth: {
      googleClientId,
      issuers,
      jwksUrl,
      devLogin,
      devLoginExposed: devLogin && !loopback,
      secret,
      accessTokenTtlSeconds,
      refreshTokenTtlDays,
      rateLimit,
      accountRateLimit,
    },
    trustProxy,
    llm,
    // The assistant's model is the one a user talks to, so it is the one the badge names.
    modelBadge: deriveModelBadge(llm.roles?.assistant.model ?? null),
    // MAX_UPLOAD_MB: the largest file POST /v1/files accepts; a larger one is refused as it streams.
    maxUploadMb: readInt(env, 'MAX_UPLOAD_MB', 200, 1, 100_000),
    // RO_CRATE_MAX_MB: an experiment's RO-Crate is refused past it; under 4000, a zip's limit without ZIP64.
    roCrateMaxMb: readInt(env, 'RO_CRATE_MAX_MB', 1000, 1, 4000),
    // BLOB_STORE, S3_*: uploads' and artifacts' bytes on disk (the default) or in an S3-compatible store.
    blobStore: readBlobStore(env),
    // USER_STORAGE_QUOTA_MB, USER_UPLOADS_PER_HOUR: what each user may store (config-upload-quota.ts).
    uploadQuota: readUploadQuota(env),
    // DATASET_*: the live dataset catalogues, each off until its URL is set (connectors/connector-config.ts).
    datasetConnectors: readConnectorConfig(env),
    // LITERATURE_*: the published-literature sources, each off until its URL is set (literature-config.ts).
    literature: readLiteratureConfig(env),
    // VIBE_*: where the coding agent pushes its branches and opens pull requests (vibe/vibe-config.ts).
    vibe: readVibeConfig(env),
    mail: readMailConfig(env, { host, port }), // SMTP_URL, SMTP_FROM, PUBLIC_URL (mail/mail-config.ts)
  });
}

function readLlmConfig(env: Env): LlmConfig {
  // LLM_BASE_URL, LLM_API_KEY, LLM_MODEL: any OpenAI-compatible server (Ollama, vLLM, llama.cpp,
  // LM Studio, OpenAI, OpenRouter). Without a base URL and a model the offline engine runs.
  const baseUrl = readUrl(env, 'LLM_BASE_URL') ?? null;
  const apiKey = read(env, 'LLM_API_KEY') ?? null;
  const model = read(env, 'LLM_MODEL') ?? null;
  // LLM_<ROLE>_BASE_URL, LLM_<ROLE>_API_KEY, LLM_<ROLE>_MODEL for ROLE in GENERATION, REFLECTION,
  // RANKING, EVOLUTION, META_REVIEW, ASSISTANT, CODING: each falls back to the default above, so a judge
  // from another family is LLM_RANKING_BASE_URL + LLM_RANKING_MODEL (+ its key).
  const resolved = MODEL_ROLES.map((role) => {
    const prefix = `LLM_${role.toUpperCase()}`;
    const roleUrl = readUrl(env, `${prefix}_BASE_URL`);
    return {
      role,
      baseUrl: roleUrl ?? baseUrl,
      // A role on another server does not inherit the default server's key.
      apiKey: read(env, `${prefix}_API_KEY`) ?? (roleUrl && roleUrl !== baseUrl ? null : apiKey),
      model: read(env, `${prefix}_MODEL`) ?? model,
    };
  });
  const incomplete = resolved.filter((r) => !r.baseUrl || !r.model).map((r) => r.role);
  // Half a configuration is a mistake, not a request for the offline engine: say which roles lack what.
  if (incomplete.length > 0 && incomplete.length < resolved.length) {
    throw new Error(
      `LLM roles ${incomplete.join(', ')} have no base URL or model: set LLM_BASE_URL and LLM_MODEL, or LLM_<ROLE>_BASE_URL and LLM_<ROLE>_MODEL for each`,
    );
  }
  const roles =
    incomplete.length === 0
      ? (Object.fromEntries(resolved.map(({ role, ...endpoint }) => [role, endpoint])) as Record<
          ModelRole,
          LlmEndpoint
        >)
      : null;
  return {
    baseUrl,
    apiKey,
    model,
    roles,
    // LLM_EMBEDDING_MODEL: embeddings model on LLM_BASE_URL; unset, similarity is lexical.
    embeddingModel: read(env, 'LLM_EMBEDDING_MODEL') ?? null,
    // LLM_CONCURRENCY: model calls in flight at once, shared by every session and the assistant.
    concurrency: readInt(env, 'LLM_CONCURRENCY', 4, 1, 256),
    // LLM_MAX_RETRIES: retries of a call after 429/5xx/network errors, and of an invalid JSON answer.
    maxRetries: readInt(env, 'LLM_MAX_RETRIES', 3, 0, 10),
    // LLM_TIMEOUT_SECONDS: limit per call; for a stream, the longest wait for the next delta.
    timeoutSeconds: readInt(env, 'LLM_TIMEOUT_SECONDS', 120, 1, 3600),
    // ASSISTANT_OFFLINE_WORD_MS: the offline assistant's pause between words (0 answers at once).
    offlineWordMs: readInt(env, 'ASSISTANT_OFFLINE_WORD_MS', 15, 0, 1000),
    // LLM_USD_PER_MILLION_TOKENS: the model's price, for the cost per session on the Analytics tab.
    usdPerMillionTokens: readNumber(env, 'LLM_USD_PER_MILLION_TOKENS', 0) ?? null,
  };
}

export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);
}

function readRole(env: Env, database: DatabaseTarget): ServerRole {
  const raw = read(env, 'ROLE')?.toLowerCase() ?? 'all';
  if (raw !== 'all' && raw !== 'web' && raw !== 'worker')
    throw new Error(`ROLE must be all, web or worker, got '${raw}'`);
  if (raw !== 'all' && database.kind !== 'postgres') {
    throw new Error(`ROLE=${raw} needs a shared PostgreSQL (DATABASE_URL): the embedded database serves one process`);
  }
  return raw;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
