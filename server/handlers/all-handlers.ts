import type { AppContext } from '../app-context';
import { agentHandlers } from './agents';
import { assistantHandlers } from './assistant';
import { authHandlers } from './auth';
import { conversionHandlers } from './conversion';
import { datasetSuggestionHandlers } from './dataset-suggestions';
import { datasetHandlers } from './datasets';
import { experimentHandlers } from './experiments';
import { fileHandlers } from './files';
import { goalHandlers } from './goals';
import { healthHandlers } from './health';
import { ideaHandlers } from './ideas';
import { citationExportHandlers } from './citation-export';
import { researcherJudgementHandlers } from './researcher-judgement';
import { researchFieldHandlers } from './research-fields';
import { searchHandlers } from './search';
import { sessionHandlers } from './sessions';
import { logsHandlers } from './logs';
import { notificationHandlers } from './notifications';
import { systemHandlers } from './system';
import { trackingHandlers } from './tracking';
import { workflowEditingHandlers } from './workflow-editing';
import { graphGenerationHandlers } from './graph-generation';
import { workflowHandlers } from './workflows';
import { workspaceHandlers } from './workspaces';
import { vibeHandlers } from './vibe';
import { liveHandlers } from './live';
import type { HandlerMap } from './handler-types';

// Every operation's handler, by operationId: what the contract's routes are registered with
// (server/app.ts). One place lists them, so /v1/config can tell which tags are whole.

/** What the handlers run on besides the app's context: the engine, the model, the runtimes. */
export interface HandlerRuntimes {
  coScientist: Parameters<typeof sessionHandlers>[1];
  chatModel: Parameters<typeof conversionHandlers>[1];
  files: Parameters<typeof fileHandlers>[1];
  assistant: Parameters<typeof assistantHandlers>[1];
  codingAgent: Parameters<typeof vibeHandlers>[1];
  live: Parameters<typeof liveHandlers>[1];
}

export function allHandlers(
  ctx: AppContext,
  { coScientist, chatModel, files, assistant, codingAgent, live }: HandlerRuntimes,
): { handlers: HandlerMap; implemented: (operationId: string) => boolean } {
  const implemented = (operationId: string) => Object.hasOwn(handlers, operationId);
  const handlers: HandlerMap = {
    // Read when /v1/config answers, once every handler is in the map.
    ...systemHandlers(ctx, implemented),
    ...healthHandlers(ctx),
    ...authHandlers(ctx),
    ...workspaceHandlers(ctx),
    ...goalHandlers(ctx),
    ...sessionHandlers(ctx, coScientist),
    ...researchFieldHandlers(),
    ...ideaHandlers(ctx, coScientist),
    ...citationExportHandlers(ctx),
    ...researcherJudgementHandlers(ctx),
    ...conversionHandlers(ctx, chatModel),
    ...datasetSuggestionHandlers(ctx, chatModel),
    ...workflowHandlers(ctx),
    ...workflowEditingHandlers(ctx),
    ...graphGenerationHandlers(ctx, chatModel),
    ...experimentHandlers(ctx),
    ...trackingHandlers(ctx),
    ...logsHandlers(ctx),
    ...notificationHandlers(ctx),
    ...searchHandlers(ctx),
    ...datasetHandlers(ctx),
    ...fileHandlers(ctx, files),
    ...assistantHandlers(ctx, assistant),
    ...vibeHandlers(ctx, codingAgent),
    ...agentHandlers(ctx),
    ...liveHandlers(ctx, live),
  };
  return { handlers, implemented };
}
