import type { components } from '../../src/api/schema';
import type { LlmConfig } from '../config';
import type { AgentId } from './record-agent-run';
import type { AgentPrompt } from './prompt-capture';

// One agent of the gallery as the server knows it: what it is, and how to read its model and
// prompts from the running configuration and code.

export type AgentModel = components['schemas']['AgentSummary']['model'];

export interface AgentEntry {
  id: AgentId;
  name: string;
  description: string;
  responsibilities: string[];
  model: (llm: LlmConfig) => AgentModel;
  prompts: () => Promise<AgentPrompt[]>;
}
