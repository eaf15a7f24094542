import type { LlmConfig } from '../config';
import type { ModelRole } from '../llm/chat-model';
import type { AgentModel } from './agent-types';

// The model each agent uses now, read from the per-role configuration (server/llm/model-roles.ts).
// With no model configured every agent runs on the offline engine.

export const OFFLINE_ENGINE: AgentModel = { kind: 'offline', label: 'Offline engine' };

/** The model serving one role, or the offline engine. */
export const roleModel =
  (role: ModelRole) =>
  (llm: LlmConfig): AgentModel =>
    llm.roles ? { kind: 'model', label: llm.roles[role].model } : OFFLINE_ENGINE;

/**
 * Proximity has no role: it compares embeddings when a model and LLM_EMBEDDING_MODEL are both
 * configured (only model agents embed), and words (TF-IDF) otherwise.
 */
export function proximityModel(llm: LlmConfig): AgentModel {
  if (!llm.roles) return OFFLINE_ENGINE;
  return llm.embeddingModel
    ? { kind: 'model', label: llm.embeddingModel }
    : { kind: 'offline', label: 'Lexical similarity (no embedding model)' };
}
