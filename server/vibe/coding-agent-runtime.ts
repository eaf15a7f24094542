import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { OpenDatabase } from '../db/connect';
import { fileStorageFor } from '../files/blob-store';
import type { ChatModel } from '../llm/chat-model';
import { checkIsolationOf } from './checks/check-isolation';
import { chooseCodingAgent, choosePublisher } from './coding-agent-choice';
import { createCodingAgentService, type CodingAgentService } from './coding-agent-service';
import type { VibeHooks } from './job/job-run';
import type { CodingAgent } from './vibe-types';

// The coding agent for one process: its agent and publisher chosen from the configuration, its
// queue, and (where this process works jobs) its workers.

export interface CodingAgentRuntimeOptions {
  /** Work the sessions' jobs here: the engine role, or the API tests' single process. */
  startWorkers: boolean;
  hooks?: VibeHooks;
  /** Test seam: this agent instead of the configured one (a failing or fixing stand-in). */
  agent?: CodingAgent;
}

export function createCodingAgentRuntime(
  config: Readonly<ServerConfig>,
  database: Pick<OpenDatabase, 'db' | 'notifier' | 'embedded'>,
  chatModel: ChatModel | null,
  log: FastifyBaseLogger,
  options: CodingAgentRuntimeOptions,
): CodingAgentService {
  return createCodingAgentService({
    ...database,
    log,
    dataDir: config.dataDir,
    storage: fileStorageFor(config),
    agent: options.agent ?? chooseCodingAgent(chatModel),
    publish: choosePublisher(config, log),
    remote: { gitRemote: config.vibe.gitRemote, github: config.vibe.github },
    maxFixAttempts: config.vibe.maxFixAttempts,
    checkTimeoutSeconds: config.vibe.checkTimeoutSeconds,
    checkIsolation: checkIsolationOf(config, database.db),
    startWorkers: options.startWorkers,
    hooks: options.hooks,
  });
}

/**
 * The app's coding agent: sessions are queued here and worked by the engine role, or here too
 * with startWorkers (the API tests). Its queue starts after the Co-Scientist's, which installs
 * pg-boss's schema, and stops before the database closes.
 */
export function registerCodingAgent(
  app: FastifyInstance,
  config: Readonly<ServerConfig>,
  database: Pick<OpenDatabase, 'db' | 'notifier' | 'embedded'>,
  chatModel: ChatModel | null,
  seams: { startWorkers?: boolean; vibeHooks?: VibeHooks; vibeAgent?: CodingAgent },
): CodingAgentService {
  const codingAgent = createCodingAgentRuntime(config, database, chatModel, app.log, {
    startWorkers: seams.startWorkers ?? true,
    hooks: seams.vibeHooks,
    agent: seams.vibeAgent,
  });
  app.addHook('onReady', () => codingAgent.start());
  app.addHook('onClose', () => codingAgent.stop());
  return codingAgent;
}
