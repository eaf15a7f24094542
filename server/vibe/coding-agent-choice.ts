import type { ServerConfig } from '../config';
import type { ChatModel } from '../llm/chat-model';
import type { PublisherLog } from './vibe-remote';
import { createModelCodingAgent } from './model-coding-agent';
import { createOfflineCodingAgent } from './offline/offline-agent';
import { createVibePublisher } from './vibe-remote';
import type { CodingAgent, VibePublisher } from './vibe-types';

// The one place the coding agent and its publisher are chosen, for the HTTP role and the engine
// role alike: the model agent when a chat model is configured, else the offline engine; the
// publisher when VIBE_GIT_REMOTE is set, else none (the repository stays under DATA_DIR).

export function chooseCodingAgent(chatModel: ChatModel | null): CodingAgent {
  return chatModel ? createModelCodingAgent(chatModel) : createOfflineCodingAgent();
}

export function choosePublisher(config: Readonly<ServerConfig>, log: PublisherLog): VibePublisher | null {
  return createVibePublisher(config.vibe, log);
}
