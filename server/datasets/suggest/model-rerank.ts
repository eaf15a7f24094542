import { z } from 'zod';
import type { ChatModel } from '../../llm/chat-model';
import type { Candidate } from './candidates';
import type { IdeaText } from './idea-needs';

// With a chat model, the model re-ranks an idea's candidates and writes each reason. It may pick
// only among the candidates it was shown (an unknown id is a malformed answer, asked again), and
// may leave out any that do not fit.

export interface ModelPick {
  datasetId: string;
  relevanceScore: number;
  reason: string;
}

const DESCRIPTION_CHARS = 400;
const VARIABLES_SHOWN = 20;

const answerSchema = (ids: [string, ...string[]], most: number) =>
  z.object({
    suggestions: z
      .array(
        z.object({
          datasetId: z.enum(ids),
          relevanceScore: z.number().min(0).max(1),
          reason: z.string().trim().min(1).max(500),
        }),
      )
      .max(most),
  });

function describe(candidate: Candidate): string {
  const d = candidate.dataset;
  const variables = candidate.variables.slice(0, VARIABLES_SHOWN).join(', ');
  const description =
    d.description.length > DESCRIPTION_CHARS ? `${d.description.slice(0, DESCRIPTION_CHARS)}…` : d.description;
  return [
    `- id: ${d.id}`,
    `  name: ${d.name}${d.publisher ? ` (${d.publisher})` : ''}; access: ${d.access}`,
    `  topics: ${d.topics.join(', ') || 'none listed'}`,
    `  description: ${description || 'none'}`,
    `  variables: ${variables || 'none listed'}`,
  ].join('\n');
}

function prompt(idea: IdeaText, candidates: readonly Candidate[], most: number): string {
  return [
    'TASK: suggest datasets for a research idea.',
    `Idea: ${idea.title}`,
    `Summary: ${idea.summary}`,
    `Methodology:\n${idea.methodology.map((s, i) => `${i + 1}. ${s}`).join('\n')}`,
    `Expected outcomes:\n${idea.expectedOutcomes.map((o) => `- ${o}`).join('\n')}`,
    `Candidate datasets:\n${candidates.map(describe).join('\n')}`,
    `Choose at most ${most} candidates that would let this idea be tested, best first, and leave out any that do not fit.`,
    "For each give relevanceScore between 0 and 1, and a reason: one sentence in the researcher's words on what the dataset measures,",
    'how much of it there is and which step of the idea it fits, e.g. "Thermostability measurements (ΔTm, ΔΔG) for 12,000 protein',
    'variants, which fits the variant-design step; it has no activity data." Never list shared words.',
  ].join('\n');
}

/** One sentence, tidied: single spaces, a capital start and a full stop at the end. */
export function tidyReason(reason: string): string {
  const text = reason.replace(/\s+/g, ' ').trim();
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** The model's picks, best first (its own order breaks ties), each dataset once. */
export async function modelRerank(
  model: ChatModel,
  idea: IdeaText,
  candidates: readonly Candidate[],
  most: number,
  signal: AbortSignal,
): Promise<ModelPick[]> {
  if (candidates.length === 0) return [];
  const ids = candidates.map((c) => c.dataset.id) as [string, ...string[]];
  const answer = await model.generateObject({
    role: 'assistant',
    schemaName: 'dataset_suggestions',
    schema: answerSchema(ids, most),
    signal,
    messages: [
      { role: 'system', content: 'You help researchers find data to test their ideas. Answer in JSON only.' },
      { role: 'user', content: prompt(idea, candidates, most) },
    ],
  });
  const seen = new Set<string>();
  return answer.suggestions
    .filter((pick) => !seen.has(pick.datasetId) && seen.add(pick.datasetId))
    .map((pick, order) => ({ pick, order }))
    .sort((a, b) => b.pick.relevanceScore - a.pick.relevanceScore || a.order - b.order)
    .map(({ pick }) => ({ ...pick, reason: tidyReason(pick.reason) }));
}
