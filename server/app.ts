import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context';
import { createAssistantRuntime, type AssistantOptions } from './assistant/assistant-runtime';
import { createAccessTokens } from './auth/access-token';
import { resolveAuthSecret } from './auth/auth-secret';
import { createIdTokenVerifier } from './auth/id-token';
import { onCommitted } from './cache/committed-changes';
import { createReadCache } from './cache/read-cache';
import type { ServerConfig } from './config';
import { openDatabase, type Database, type OpenDatabase } from './db/connect';
import { createCoScientist } from './engine/co-scientist';
import { createModelAgents } from './engine/model/model-agents';
import type { EngineHooks } from './engine/session-runner';
import { assistantHandlers } from './handlers/assistant';
import { authHandlers } from './handlers/auth';
import { goalHandlers } from './handlers/goals';
import { ideaHandlers } from './handlers/ideas';
import { sessionHandlers } from './handlers/sessions';
import type { HandlerMap } from './handlers/handler-types';
import { logsHandlers } from './handlers/logs';
import { systemHandlers } from './handlers/system';
import { workspaceHandlers } from './handlers/workspaces';
import { registerContractRoutes } from './http/contract-routes';
import { registerErrorHandler } from './http/error-handler';
import { loadOpenApiDocument } from './http/openapi-document';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { createChatModel } from './llm/create-chat-model';

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
}

type EngineOptions = Pick<BuildAppOptions, 'startWorkers' | 'engineHooks' | 'assistant'>;

const version = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Builds the whole server, not yet listening: server.ts listens, tests inject. */
export async function buildApp({ config, database, logger, ...engine }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // Unknown fields are errors, not silently dropped; OpenAPI 3.1 writes nullable as a type list.
    ajv: { customOptions: { removeAdditional: false, allowUnionTypes: true } },
  });
  if (config.auth.devLoginExposed) {
    app.log.warn(`Local sign-in is ON on ${config.host}: anyone who can reach this server can sign in as anyone.`);
  }

  const opened = database ?? (await openDatabase(config));
  // The app closes only a database it opened itself, and closes it if building fails too.
  const closeOwned = database ? async () => {} : () => opened.close();
  app.addHook('onClose', closeOwned);
  try {
    await register(app, config, opened.db, engine);
  } catch (error) {
    await closeOwned();
    throw error;
  }
  return app;
}

async function register(app: FastifyInstance, config: Readonly<ServerConfig>, db: Database, engine: EngineOptions): Promise<void> {
  const readCache = createReadCache();
  const stopListening = onCommitted(db, (userIds) => readCache.invalidate(userIds));
  app.addHook('onClose', async () => stopListening());
  const ctx: AppContext = {
    config,
    db,
    readCache,
    accessTokens: createAccessTokens(await resolveAuthSecret(config), config.auth.accessTokenTtlSeconds),
    verifyIdToken: createIdTokenVerifier(config.auth),
    openApi: loadOpenApiDocument(),
    version,
  };
  // One ChatModel for the whole app: its limiter is what caps LLM_CONCURRENCY across sessions
  // and the assistant. Null without a configured model: the offline engine runs.
  const chatModel = createChatModel(config);
  const coScientist = createCoScientist({
    db,
    log: app.log,
    modelAgents: chatModel ? createModelAgents(chatModel) : null,
    startWorkers: engine.startWorkers ?? true,
    hooks: engine.engineHooks,
  });
  app.addHook('onReady', () => coScientist.start());
  // onClose hooks run last-registered first: the workers stop before the database closes.
  app.addHook('onClose', () => coScientist.stop());
  const assistant = createAssistantRuntime({ db, log: app.log, model: chatModel, options: { wordMs: config.llm.offlineWordMs, ...engine.assistant } });
  // Before the server closes: stopped answers keep what they wrote, and open streams end.
  app.addHook('preClose', () => assistant.close());
  const handlers: HandlerMap = {
    ...systemHandlers(ctx),
    ...authHandlers(ctx),
    ...workspaceHandlers(ctx),
    ...goalHandlers(ctx),
    ...sessionHandlers(ctx, coScientist),
    ...ideaHandlers(ctx, coScientist),
    ...logsHandlers(ctx),
    ...assistantHandlers(ctx, assistant),
  };

  app.decorateRequest('user', null);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await registerContractRoutes(app, ctx, handlers);
  await registerSpa(app, config.staticDir);
}
