import { CODING_AGENT_PROMPTS } from '../vibe/model-coding-agent-prompts';
import type { AgentPrompt } from './prompt-capture';

// The coding agent keeps its prompts as templates with {name} slots, filled per call
// (server/vibe/model-coding-agent-prompts.ts): the gallery shows those templates as they are.

export const codingAgentPrompts = async (): Promise<AgentPrompt[]> => CODING_AGENT_PROMPTS.map((p) => ({ ...p }));
