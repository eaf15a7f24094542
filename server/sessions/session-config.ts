import { z } from 'zod';
import type { components } from '../../src/api/schema';
import { DEFAULT_NUMBER_OF_IDEAS, DEFAULT_ROUNDS } from '../../src/domain/session-defaults';

// What a session runs with, fixed when it starts: the start body with its defaults, the
// overrides and the budget. Kept in sessions.config so a resumed session runs the same way.

type SessionStart = components['schemas']['SessionStart'];

export interface SessionBudget {
  rounds: number;
  modelCalls: number | null;
  tokens: number | null;
  wallSeconds: number | null;
}

// A type, not an interface: the contract's `config` is an open object, and only types widen to one.
export type SessionConfig = {
  answerGenerationMode: 'IDEA_FORGE';
  projectId: string;
  engineId: string;
  location: string;
  collection: string;
  assistantId: string;
  numberOfIdeas: number;
  budget: SessionBudget;
};

const nullableCount = z.number().nullable();

/** sessions.config as stored; parsed on every read (server/db/corrupt-row.ts). */
export const sessionConfigSchema: z.ZodType<SessionConfig> = z.object({
  answerGenerationMode: z.literal('IDEA_FORGE'),
  projectId: z.string(),
  engineId: z.string(),
  location: z.string(),
  collection: z.string(),
  assistantId: z.string(),
  numberOfIdeas: z.number(),
  budget: z.object({
    rounds: z.number(),
    modelCalls: nullableCount,
    tokens: nullableCount,
    wallSeconds: nullableCount,
  }),
});

/** The caller may name where the session runs; these are ours when it does not. */
export const START_DEFAULTS = {
  projectId: 'labforge',
  engineId: 'co-scientist',
  location: 'local',
  collection: 'default_collection',
  assistantId: 'default_assistant',
} as const;

export function sessionConfig(body: SessionStart): SessionConfig {
  const overrides = body.overrides ?? {};
  return {
    answerGenerationMode: body.answerGenerationMode,
    projectId: body.projectId ?? START_DEFAULTS.projectId,
    engineId: body.engineId ?? START_DEFAULTS.engineId,
    location: body.location ?? START_DEFAULTS.location,
    collection: body.collection ?? START_DEFAULTS.collection,
    assistantId: body.assistantId ?? START_DEFAULTS.assistantId,
    numberOfIdeas: overrides.numberOfIdeas ?? DEFAULT_NUMBER_OF_IDEAS,
    budget: {
      rounds: overrides.rounds ?? DEFAULT_ROUNDS,
      modelCalls: overrides.budget?.modelCalls ?? null,
      tokens: overrides.budget?.tokens ?? null,
      wallSeconds: overrides.budget?.wallSeconds ?? null,
    },
  };
}

/** Resource names: both are required in every session answer. */
export const sessionFullPath = (s: { workspaceId: string; goalId: string; id: string }) =>
  `workspaces/${s.workspaceId}/goals/${s.goalId}/sessions/${s.id}`;

export const instanceFullPath = (s: { id: string }, config: SessionConfig) =>
  `instances/${config.engineId}/sessions/${s.id}`;
