import type { ChatModel, UsageSink } from '../llm/chat-model';

// A chat model that also counts, for one piece of work, the calls that reached the server and
// their tokens: the agent run of a request that never passes through the engine's budget.

export interface Meter {
  calls: number;
  tokens: number;
}

export function meteredModel(model: ChatModel): { model: ChatModel; meter: Meter } {
  const meter: Meter = { calls: 0, tokens: 0 };
  const count =
    (next?: UsageSink): UsageSink =>
    (usage) => {
      meter.calls += 1;
      meter.tokens += usage.inputTokens + usage.outputTokens;
      next?.(usage);
    };
  return {
    meter,
    model: {
      modelFor: (role) => model.modelFor(role),
      generateObject: (request) => model.generateObject({ ...request, onUsage: count(request.onUsage) }),
      streamText: (request) => model.streamText({ ...request, onUsage: count(request.onUsage) }),
      embed: (texts, signal) => model.embed(texts, signal),
    },
  };
}
