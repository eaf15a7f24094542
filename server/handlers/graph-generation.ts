import { GRAPH_GENERATION_MESSAGES } from '../../src/domain/messages';
import { specificationProblem, type GraphSpecification } from '../../src/domain/workflow-graph/graph-specification';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import { badRequest, HttpError } from '../http/http-error';
import type { ChatModel } from '../llm/chat-model';
import { CallTimeoutError } from '../llm/errors';
import { planGraph } from '../workflows/graph-planner';
import { designGraph } from '../workflows/model-graph-designer';
import type { HandlerMap } from './handler-types';

// Generating a workflow graph from a specification (docs/product.md, "Workflows"): the
// configured model designs it, or offline the planner builds one. Nothing is stored; the editor
// puts the graph on its canvas, and the researcher saves it.

/** The spec's 60 s for the call, less a margin to answer in. */
const DESIGN_TIMEOUT_MS = 55_000;

async function design(model: ChatModel | null, spec: GraphSpecification) {
  if (!model) return { graph: planGraph(spec), engine: 'offline' as const };
  try {
    return { graph: await designGraph(model, spec, AbortSignal.timeout(DESIGN_TIMEOUT_MS)), engine: 'model' as const };
  } catch (error) {
    const timedOut = error instanceof CallTimeoutError || (error as Error).name === 'TimeoutError';
    if (timedOut) throw new HttpError(504, 'model_timeout', GRAPH_GENERATION_MESSAGES.timedOut);
    throw new HttpError(502, 'model_error', GRAPH_GENERATION_MESSAGES.modelFailed((error as Error).message));
  }
}

export function graphGenerationHandlers(ctx: AppContext, model: ChatModel | null): HandlerMap {
  return {
    async generateAgentGraph(request) {
      const user = requireUser(request);
      const problem = specificationProblem(request.body.specification);
      if (problem) throw badRequest(problem, 'validation_error');
      const spec = request.body.specification as GraphSpecification;
      const answer = await design(model, spec);
      await mutate(ctx.db, user, async (_tx, record) =>
        record({
          entityType: 'user',
          entityId: user.id,
          action: 'workflow.graph_generated',
          message: `Generated a ${answer.graph.nodes.length}-node graph for '${spec.name}'`,
          metadata: { engine: answer.engine, capabilities: spec.capabilities.length },
        }),
      );
      return answer;
    },
  };
}
