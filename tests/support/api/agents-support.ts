import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { components } from '../../../src/api/schema';
import type { SignedIn } from './harness';

// Shared by the agents gallery's API tests: the agents in the gallery's order, which agent does
// each Co-Scientist step, and the two reads.

export type AgentSummaryBody = components['schemas']['AgentSummary'];
export type AgentDetailBody = components['schemas']['AgentDetail'];
export type AgentRunBody = components['schemas']['AgentRun'];

export const AGENT_IDS = [
  'supervisor',
  'generation',
  'reflection',
  'ranking',
  'evolution',
  'proximity',
  'meta-review',
  'dataset-matcher',
  'coding-agent',
  'research-assistant',
];

const BY_STEP: Record<string, string> = {
  plan: 'supervisor',
  generate: 'generation',
  evolve: 'evolution',
  reflect: 'reflection',
  proximity: 'proximity',
  tournament: 'ranking',
  meta_review: 'meta-review',
  finish: 'supervisor',
};

/** The agent that does a step, by its key ('plan', 'r1:tournament:0', …). */
export const STEP_AGENTS = (key: string): string => BY_STEP[key.split(':')[key.startsWith('r') ? 1 : 0]];

export async function agentsOf(app: FastifyInstance, who: SignedIn): Promise<AgentSummaryBody[]> {
  const response = await app.inject({ method: 'GET', url: '/v1/agents', headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

export async function agentOf(app: FastifyInstance, who: SignedIn, id: string): Promise<AgentDetailBody> {
  const response = await app.inject({ method: 'GET', url: `/v1/agents/${id}`, headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
