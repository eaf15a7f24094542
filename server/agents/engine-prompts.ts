import { createModelAgents } from '../engine/model/model-agents';
import { EVOLUTION_STRATEGIES, GENERATION_STRATEGIES, REVIEW_TYPES, type ReviewType } from '../engine/types';
import { CTX, DIGEST, GOAL, ideaView, PLANLESS_CTX, workView } from './engine-placeholders';
import { capture, capturingModel, PLACEHOLDER_NUMBERS as N, type AgentPrompt } from './prompt-capture';

// The Co-Scientist's prompts, rendered by the model agents themselves (server/engine/model/),
// once per kind of request each agent is sent in a session.

const agents = createModelAgents(capturingModel);
const idea = ideaView('idea');
const other = ideaView('other idea');
// As the reflect step asks for them (server/engine/phases/reflect-phase.ts).
const DEEP = REVIEW_TYPES.filter((t): t is ReviewType => t !== 'initial' && t !== 'tournament');
const label = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).replaceAll('_', ' ');

export const supervisorPrompts = (): Promise<AgentPrompt[]> =>
  Promise.all([capture('Safety screen and research plan', () => agents.plan(GOAL, PLANLESS_CTX))]);

export const generationPrompts = (): Promise<AgentPrompt[]> =>
  Promise.all(
    GENERATION_STRATEGIES.map((strategy) =>
      capture(`Generate: ${label(strategy)}`, () =>
        agents.generate(
          {
            strategy,
            index: N.index,
            existing: strategy === 'expansion' ? [other] : [],
            priorWork: [workView('P1')],
          },
          CTX,
        ),
      ),
    ),
  );

export const reflectionPrompts = (): Promise<AgentPrompt[]> =>
  Promise.all([
    capture('Initial review', () => agents.review({ idea, others: [other], types: ['initial'] }, CTX)),
    capture('Full, deep-verification, observation and simulation reviews', () =>
      agents.review({ idea, others: [other], types: DEEP, related: [workView('W1')] }, CTX),
    ),
    capture('Tournament review of a leading idea', () =>
      agents.review({ idea, others: [other], types: ['tournament'], recurringIssues: ['{recurring issue}'] }, CTX),
    ),
  ]);

export const rankingPrompts = (): Promise<AgentPrompt[]> =>
  Promise.all([
    capture('Single comparison', () =>
      agents.compare({ first: ideaView('first idea'), second: ideaView('second idea'), turns: 1 }, CTX),
    ),
    capture('Debate', () =>
      agents.compare({ first: ideaView('first idea'), second: ideaView('second idea'), turns: N.turns }, CTX),
    ),
  ]);

export const evolutionPrompts = (): Promise<AgentPrompt[]> =>
  Promise.all(
    EVOLUTION_STRATEGIES.map((strategy) =>
      capture(`Evolve: ${label(strategy)}`, () =>
        agents.evolve(
          {
            parents:
              strategy === 'combination' ? [ideaView('parent'), ideaView('second parent')] : [ideaView('parent')],
            strategy,
          },
          CTX,
        ),
      ),
    ),
  );

export const metaReviewPrompts = (): Promise<AgentPrompt[]> =>
  Promise.all([capture('Meta-review of a round', () => agents.metaReview(DIGEST, CTX))]);
