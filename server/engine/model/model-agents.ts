import type { ChatModel } from '../../llm/chat-model';
import type { EngineAgents } from '../types';
import { modelCaller } from './model-call';
import { modelCompare, modelMetaReview, modelReview } from './model-judges';
import { modelEvolve, modelGenerate, modelPlan } from './model-writers';

// The co-scientist's agents over a ChatModel: each is one structured call, validated by zod in
// the provider. The provider's limiter caps how many run at once; usage feeds the budget.

export function createModelAgents(model: ChatModel): EngineAgents {
  const call = modelCaller(model);
  return {
    engine: 'model',
    plan: modelPlan(call),
    generate: modelGenerate(call),
    review: modelReview(call),
    compare: modelCompare(call),
    evolve: modelEvolve(call),
    metaReview: modelMetaReview(call),
    embed: (texts, signal) => model.embed(texts, signal),
  };
}
