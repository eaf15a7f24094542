import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { AGENT_CATALOGUE, findAgent } from '../agents/agent-catalogue';
import { recentRuns } from '../agents/agent-recent-runs';
import type { AgentEntry } from '../agents/agent-types';
import { NO_USAGE, usageByAgent, type AgentUsage } from '../agents/agent-usage';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import { notFound } from '../http/http-error';
import type { HandlerMap } from './handler-types';

// The agents gallery: every agent with the model it uses now and the caller's measured usage,
// and one agent with its prompts and recent runs (docs/product.md, "Agents").

export function agentHandlers(ctx: AppContext): HandlerMap {
  const { db, config } = ctx;
  const summary = (agent: AgentEntry, usage: AgentUsage | undefined) => ({
    id: agent.id,
    name: agent.name,
    description: agent.description,
    model: agent.model(config.llm),
    usage: usage ?? NO_USAGE,
  });
  return {
    async listAgents(request) {
      const usage = await usageByAgent(db, requireUser(request).id);
      return { items: AGENT_CATALOGUE.map((agent) => summary(agent, usage.get(agent.id))) };
    },

    async getAgent(request) {
      const userId = requireUser(request).id;
      const agent = findAgent(request.params.agentId);
      if (!agent) throw notFound(NOT_FOUND_MESSAGES.agent);
      const [usage, runs, prompts] = await Promise.all([
        usageByAgent(db, userId, agent.id),
        recentRuns(db, userId, agent.id),
        agent.prompts(),
      ]);
      return {
        ...summary(agent, usage.get(agent.id)),
        responsibilities: agent.responsibilities,
        prompts,
        recentRuns: runs,
      };
    },
  };
}
