import { proximityModel, roleModel } from './agent-models';
import type { AgentEntry } from './agent-types';
import { codingAgentPrompts } from './coding-agent-prompts';
import * as engine from './engine-prompts';
import { assistantPrompts, datasetMatcherPrompts } from './service-prompts';

// Every agent of the platform, in the gallery's order: what each does as our code does it
// (docs/engine.md for the Co-Scientist), the model it uses now, and its prompts.

export const AGENT_CATALOGUE: readonly AgentEntry[] = [
  {
    id: 'supervisor',
    name: 'Supervisor',
    description:
      'Screens a research goal for safety, turns it into a research plan, and runs the session as a chain of durable steps until its rounds or budget end.',
    responsibilities: [
      'Screens the goal for safety first; a refused goal fails the session before any idea exists.',
      'Writes the research plan: objective, keywords, preferences, constraints and weighted criteria (alignment, plausibility, novelty, testability, safety).',
      'Reads which research field the goal belongs to, or takes the field the goal names.',
      'Runs each step as a job that commits in one transaction and queues the next: generate or evolve, reflect, proximity, tournament batches, meta-review.',
      'Checks the budget (model calls, tokens, wall time) after every step and finishes early when it is spent.',
      'Finishes the session, writing an overview from the ranking when the budget stopped it early.',
    ],
    // Its plan is one call on the generation role; the rest is orchestration without a model.
    model: roleModel('generation'),
    prompts: engine.supervisorPrompts,
  },
  {
    id: 'generation',
    name: 'Generation agent',
    description:
      'Writes the first round of research ideas, strategies taking turns, grounded in published work when a literature source answers.',
    responsibilities: [
      'Generates the number of ideas the session asks for in round one.',
      'Takes turns among strategies: grounding in prior work, a simulated expert debate, testing an assumption the field takes for granted.',
      'Reads the six published works closest to the goal and cites them only by key; any other reference is removed.',
      'Writes each idea in full: hypothesis, rationale, methodology, expected outcomes, resources with cost, timeline, risks and feasibility.',
      'In later rounds adds one expansion idea in a direction the meta-review says was left unexplored.',
    ],
    model: roleModel('generation'),
    prompts: engine.generationPrompts,
  },
  {
    id: 'reflection',
    name: 'Reflection agent',
    description:
      'Reviews every new idea on anchored rubrics and scores its novelty, correctness and feasibility, judging novelty against published work too.',
    responsibilities: [
      'Screens each new idea in an initial review: aligned, plausible, safe.',
      'Writes the full, deep-verification, observation and simulation reviews, each scored 0–5 on its rubric.',
      'Judges novelty against the session’s other ideas and the five works closest to the idea; a “not novel” verdict names what it overlaps.',
      'Checks the hypothesis’s assumptions against the works’ abstracts.',
      'After each meta-review, re-reviews the three leading ideas against the issues that recur in debates.',
    ],
    model: roleModel('reflection'),
    prompts: engine.reflectionPrompts,
  },
  {
    id: 'ranking',
    name: 'Ranking agent',
    description:
      'Plays the tournament: pairs ideas, judges each pair in both orders, and updates Elo and Bradley–Terry ratings.',
    responsibilities: [
      'Pairs ideas that rate alike and have not met often, so each game teaches the ranking something; new ideas always play.',
      'Judges a pair in a single comparison, or in a debate of up to five turns when a leading idea plays.',
      'Judges every pair twice, in both orders; when the verdicts disagree the match is a draw.',
      'Updates Elo (K = 32) and refits Bradley–Terry ratings with 95% intervals after each batch.',
    ],
    model: roleModel('ranking'),
    prompts: engine.rankingPrompts,
  },
  {
    id: 'evolution',
    name: 'Evolution agent',
    description:
      'Opens every round after the first with children of the three leading ideas; the parents stay as they are.',
    responsibilities: [
      'Evolves the top three ideas by strategies taking turns: grounding, coherence, combination of two parents, simplification, out of the box.',
      'Records each child’s parents and strategy, so an idea’s lineage can be followed.',
      'Keeps only the citations its parents already carried.',
    ],
    model: roleModel('evolution'),
    prompts: engine.evolutionPrompts,
  },
  {
    id: 'proximity',
    name: 'Proximity agent',
    description:
      'Measures how alike the ideas are, merges near-duplicates into the better idea, and groups the rest into clusters.',
    responsibilities: [
      'Compares the ideas’ titles, summaries and methodology by embeddings when an embedding model is configured, else by TF-IDF word similarity.',
      'Merges an idea at or above 0.8 similarity into the better-ranked one; it leaves the tournament and the lists, and a warning says so.',
      'Groups the remaining ideas into numbered clusters of related ideas.',
    ],
    model: proximityModel,
    prompts: async () => [],
  },
  {
    id: 'meta-review',
    name: 'Meta-review agent',
    description:
      'Closes each round: finds the issues that recur across reviews and debates, feeds them into every prompt of the next round, and writes the research overview.',
    responsibilities: [
      'Digests the ranking, the weakest reviews and the round’s latest debate verdicts.',
      'Writes the meta-review that every agent reads in the next round, and the list of recurring issues.',
      'Writes the research overview of the leading directions for the scientist.',
      'Records the round’s top and average Elo.',
    ],
    model: roleModel('meta_review'),
    prompts: engine.metaReviewPrompts,
  },
  {
    id: 'dataset-matcher',
    name: 'Dataset matcher',
    description:
      'Finds datasets that would let an idea be tested, from the catalogue and the user’s uploads, and says why each fits.',
    responsibilities: [
      'Searches the catalogue and the user’s uploads by the idea’s key terms.',
      'Scores candidates by weighted term coverage and search rank, blended with embedding similarity when an embedding model is configured.',
      'With a model, re-ranks the candidates and writes one sentence on why each fits and what it lacks; on any failure the offline ranking stands.',
    ],
    model: roleModel('assistant'),
    prompts: datasetMatcherPrompts,
  },
  {
    id: 'coding-agent',
    name: 'Coding agent',
    description:
      'Turns an idea into a git repository with an experiment project on a feature branch, checks the code, and opens a pull request.',
    responsibilities: [
      'Plans the project from the idea, its experiment and workflow when it was converted, and the user’s instructions.',
      'Writes each file: code for every workflow and methodology step, data loading, tests, dependencies and an entry point.',
      'Checks the code (Python must compile; the generated tests run when they can) and fixes failures a bounded number of times.',
      'Writes the pull request: what was built, how to run it, what is left to a human, and the diff of every file; pushes it when a remote is configured.',
    ],
    model: roleModel('coding'),
    prompts: codingAgentPrompts,
  },
  {
    id: 'research-assistant',
    name: 'Research assistant',
    description:
      'Answers questions in the chat from the user’s own workspaces, goals, sessions and ideas, fills forms, and points at public data.',
    responsibilities: [
      'Reads the workspace it is asked from: goals, recent sessions and the best ideas by Elo, each with its link.',
      'Recognises questions about the user’s ideas (most feasible, riskiest, cheapest…) and answers from their scores, costs, risks and the latest meta-review.',
      'Fills the open form, or the research-goal form, with values and reasons.',
      'Matches questions about data to public statistical variables in the shipped catalogue.',
      'Streams every answer event by event, so a reconnecting client is replayed what it missed.',
    ],
    model: roleModel('assistant'),
    prompts: assistantPrompts,
  },
];

export function findAgent(id: string): AgentEntry | undefined {
  return AGENT_CATALOGUE.find((agent) => agent.id === id);
}
