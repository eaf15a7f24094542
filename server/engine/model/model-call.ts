import type { z } from 'zod';
import type { ChatMessage, ChatModel, ModelRole, TokenUsage } from '../../llm/chat-model';
import type { AgentContext, ResearchPlan } from '../types';

// One agent call: a structured answer validated by zod in the provider, its usage fed to the
// session's budget, and a warning when a malformed answer had to be asked for again.

export type Ctx = Omit<AgentContext, 'plan'> & { plan?: ResearchPlan };

export type ModelCall = <T>(
  role: ModelRole,
  ctx: Ctx,
  schemaName: string,
  messages: ChatMessage[],
  schema: z.ZodType<T>,
) => Promise<T>;

export function modelCaller(model: ChatModel): ModelCall {
  return async function call<T>(
    role: ModelRole,
    ctx: Ctx,
    schemaName: string,
    messages: ChatMessage[],
    schema: z.ZodType<T>,
  ): Promise<T> {
    const usages: TokenUsage[] = [];
    const value = await model.generateObject({
      role,
      schemaName,
      schema,
      messages,
      signal: ctx.signal,
      onUsage: (u) => {
        usages.push(u);
        ctx.onUsage({ calls: 1, tokens: u.inputTokens + u.outputTokens });
      },
    });
    // More than one answer for one request: the first was malformed and the model was asked again.
    if (usages.length > 1)
      ctx.onWarning(
        `The ${role} model's answer for ${schemaName} was invalid and was retried (${usages.length} calls)`,
      );
    return value;
  };
}
