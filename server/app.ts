import { createLiteratureRuntime } from './literature/literature-runtime';
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context';
import { createAssistantRuntime, type AssistantOptions } from './assistant/assistant-runtime';
import { createAccessTokens } from './auth/access-token';
import { resolveAuthSecret } from './auth/auth-secret';
import { createIdTokenVerifier } from './auth/id-token';
import { recentlyRevokedFamilies } from './auth/refresh-tokens';
import { startRevocationFeed } from './auth/revocation-feed';
import { onCommitted } from './cache/committed-changes';
import { createReadCache, parseUserIds } from './cache/read-cache';
import { CHANNELS } from './events/notifier';
import type { ServerConfig, TrustProxy } from './config';
import { openDatabase, type OpenDatabase } from './db/connect';
import { createCoScientist } from './engine/co-scientist';
import { createModelAgents } from './engine/model/model-agents';
import type { EngineHooks } from './engine/session-runner';
import { publicConfig, type AppConfig } from './handlers/system';
import { allHandlers } from './handlers/all-handlers';
import type { HandlerMap } from './handlers/handler-types';
import { registerContractRoutes } from './http/contract-routes';
import { registerErrorHandler } from './http/error-handler';
import { answerRouterError } from './http/router-errors';
import { withSafeErrors } from './http/safe-error';
import { loadOpenApiDocument } from './http/openapi-document';
import { loadBuiltPage } from './http/built-page';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { registerFileUploads } from './files/file-uploads';
import { createChatModel } from './llm/create-chat-model';
import { registerCodingAgent } from './vibe/coding-agent-runtime';
import { createStreamHub } from './live/stream-hub';
import type { VibeHooks } from './vibe/job/job-run';
import type { CodingAgent } from './vibe/vibe-types';

export interface BuildAppOptions {
  config: Readonly<ServerConfig>;
  /** A database the caller owns and closes; without one the app opens the configured one. */
  database?: OpenDatabase;
  /** Fastify logger options; by default pino at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Run Co-Scientist job workers in this process (default true); jobs are queued either way. */
  startWorkers?: boolean;
  /** Test seam into the Co-Scientist pipeline (pause a step, simulate a crash). */
  engineHooks?: EngineHooks;
  /** Research assistant seams: pacing of offline answers, the unattended limit, heartbeats. */
  assistant?: AssistantOptions;
  /** Test seams into the coding agent: its job's steps (pause, crash) and the agent itself. */
  vibeHooks?: VibeHooks;
  vibeAgent?: CodingAgent;
}

type EngineOptions = Pick<BuildAppOptions, 'startWorkers' | 'engineHooks' | 'assistant' | 'vibeHooks' | 'vibeAgent'>;

const version = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;

/**
 * A hop count becomes a function: this Fastify trusts no hop at all when handed a number. The
 * nearest n hops are trusted (hop 0 is the connection), so the server must be reachable only
 * through them: README, TRUST_PROXY.
 */
function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return typeof trust === 'boolean' ? trust : [...trust];
}

/** Builds the whole server, not yet listening: server.ts listens, tests inject. */
export async function buildApp({ config, database, logger, ...engine }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // No log line carries a query's parameters, whoever logs the error.
    logger: withSafeErrors(logger ?? { level: config.logLevel }),
    // Unknown fields are errors, not silently dropped; OpenAPI 3.1 writes nullable as a type list.
    ajv: { customOptions: { removeAdditional: false, allowUnionTypes: true } },
    // URLs the router refuses itself (bad percent-encoding, overlong ids) answer in the contract's shape.
    frameworkErrors: answerRouterError,
    // TRUST_PROXY: request.ip is the client's address from X-Forwarded-For only through trusted hops.
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  if (config.auth.devLoginExposed) {
    app.log.warn(`Local sign-in is ON on ${config.host}: anyone who can reach this server can sign in as anyone.`);
  }

  const opened = database ?? (await openDatabase(config, app.log));
  // The app closes only a database it opened itself, and closes it if building fails too.
  const closeOwned = database ? async () => {} : () => opened.close();
  app.addHook('onClose', closeOwned);
  try {
    await register(app, config, opened, engine);
  } catch (error) {
    await closeOwned();
    throw error;
  }
  return app;
}

async function register(
  app: FastifyInstance,
  config: Readonly<ServerConfig>,
  { db, notifier, embedded }: OpenDatabase,
  engine: EngineOptions,
): Promise<void> {
  const ctx = await createContext(app, config, db, notifier);
  // One ChatModel for the whole app: its limiter is what caps LLM_CONCURRENCY across sessions
  // and the assistant. Null without a configured model: the offline engine runs.
  const chatModel = createChatModel(config);
  const coScientist = createCoScientist({
    db,
    notifier,
    embedded,
    log: app.log,
    modelAgents: chatModel ? createModelAgents(chatModel) : null,
    startWorkers: engine.startWorkers ?? true,
    hooks: engine.engineHooks,
    literature: createLiteratureRuntime(config, db),
  });
  app.addHook('onReady', () => coScientist.start());
  // onClose hooks run last-registered first: the workers stop before the database closes.
  app.addHook('onClose', () => coScientist.stop());
  const assistant = createAssistantRuntime({
    db,
    notifier,
    log: app.log,
    model: chatModel,
    options: { wordMs: config.llm.offlineWordMs, ...engine.assistant },
  });
  // Before the server closes: stopped answers keep what they wrote, and open streams end.
  app.addHook('preClose', () => assistant.close());
  const files = await registerFileUploads(app, config, { db, notifier, embedded }, engine.startWorkers);
  const codingAgent = registerCodingAgent(app, config, { db, notifier, embedded }, chatModel, engine);
  // One hub for this process's live streams; they end before the server closes.
  const live = createStreamHub(db, notifier, app.log);
  app.addHook('preClose', () => live.close());
  const { handlers, implemented } = allHandlers(ctx, { coScientist, chatModel, files, assistant, codingAgent, live });

  app.decorateRequest('user', null);
  registerErrorHandler(app);
  await registerRoutes(app, ctx, handlers, { staticDir: config.staticDir, appConfig: publicConfig(ctx, implemented) });
}

/**
 * The API and the built SPA, under one set of security headers (the page's inline script allowed
 * by its hash). The page carries the app's public configuration.
 */
async function registerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  handlers: HandlerMap,
  { staticDir, appConfig }: { staticDir: string; appConfig: AppConfig },
) {
  const page = loadBuiltPage(staticDir, appConfig);
  await registerSecurityHeaders(app, { inlineScriptHashes: page?.inlineScriptHashes });
  await registerContractRoutes(app, ctx, handlers);
  await registerSpa(app, staticDir, page);
}

/** What every handler shares: the database, the read cache and the token services kept fresh across instances. */
async function createContext(
  app: FastifyInstance,
  config: Readonly<ServerConfig>,
  db: OpenDatabase['db'],
  notifier: OpenDatabase['notifier'],
): Promise<AppContext> {
  const readCache = createReadCache();
  // Commits in this process and in every other instance on the database drop cached reads.
  const stopListening = [
    onCommitted(db, (userIds) => void notifier.publish(CHANNELS.commits, JSON.stringify([...userIds])).catch(() => {})),
    notifier.subscribe(CHANNELS.commits, (payload) => readCache.invalidate(parseUserIds(payload))),
  ];
  app.addHook('onClose', async () => stopListening.forEach((stop) => stop()));
  const ttlSeconds = config.auth.accessTokenTtlSeconds;
  const revocations = await startRevocationFeed({
    notifier,
    load: (seconds) => recentlyRevokedFamilies(db, seconds),
    accessTokenTtlSeconds: ttlSeconds,
    log: app.log,
  });
  app.addHook('onClose', async () => revocations.close());
  return {
    config,
    db,
    notifier,
    readCache,
    accessTokens: createAccessTokens(await resolveAuthSecret(config, db), ttlSeconds, {
      isRevoked: revocations.isRevoked,
    }),
    revocations,
    verifyIdToken: createIdTokenVerifier(config.auth),
    openApi: loadOpenApiDocument(),
    version,
  };
}
