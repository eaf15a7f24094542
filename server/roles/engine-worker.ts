import { createLiteratureRuntime } from '../literature/literature-runtime';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { OpenDatabase } from '../db/connect';
import { createCoScientist } from '../engine/co-scientist';
import { createModelAgents } from '../engine/model/model-agents';
import { createDatasetProfiler } from '../files/dataset-profiler';
import { fileStorageFor } from '../files/blob-store';
import { startOrphanSweeper } from '../files/orphan-sweeper';
import { createChatModel } from '../llm/create-chat-model';
import { createCodingAgentRuntime } from '../vibe/coding-agent-runtime';

// The worker role: Co-Scientist steps, upload profiles and coding sessions taken from the job queue, with no HTTP
// at all. It runs as a thread of `ROLE=all` or as a process of its own (`ROLE=worker`).

export interface EngineWorker {
  stop(): Promise<void>;
}

export async function startEngineWorker(
  config: Readonly<ServerConfig>,
  database: OpenDatabase,
  log: FastifyBaseLogger,
): Promise<EngineWorker> {
  // Its own limiter: LLM_CONCURRENCY holds per process (docs/architecture.md).
  const chatModel = createChatModel(config);
  const coScientist = createCoScientist({
    db: database.db,
    notifier: database.notifier,
    embedded: database.embedded,
    log,
    modelAgents: chatModel ? createModelAgents(chatModel) : null,
    startWorkers: true,
    workers: config.engineWorkers,
    literature: createLiteratureRuntime(config, database.db),
  });
  const { db, notifier, embedded } = database;
  const profiler = createDatasetProfiler({
    db,
    notifier,
    embedded,
    log,
    storage: fileStorageFor(config),
    startWorkers: true,
  });
  const codingAgent = createCodingAgentRuntime(config, database, chatModel, log, { startWorkers: true });
  // In order: the first queue to start installs pg-boss's schema on a database without it.
  await coScientist.start();
  await profiler.start().catch(async (error: unknown) => {
    await coScientist.stop();
    throw error;
  });
  await codingAgent.start().catch(async (error: unknown) => {
    await profiler.stop();
    await coScientist.stop();
    throw error;
  });
  // Stored files no row names go after an hour (server/files/orphan-sweeper.ts).
  const sweeper = startOrphanSweeper(db, fileStorageFor(config), log);
  return {
    async stop() {
      await sweeper.stop();
      await codingAgent.stop();
      await profiler.stop();
      await coScientist.stop();
    },
  };
}
