import type { StubAnswer, StubRequest } from './openai-stub';
import { defaultAnswer } from './stub-answers';

// Answers for a model-backed Co-Scientist session against the OpenAI stub: every agent's prompt
// gets a valid object, distinct per request, so ideas differ and verdicts vary. Shared by the
// engine's API test and the parallelism bench.

const WORDS = [
  'telemonitoring',
  'diuretic',
  'pharmacist',
  'discharge',
  'sodium',
  'exercise',
  'palliative',
  'sensor',
  'coaching',
  'dietitian',
  'frailty',
  'adherence',
];

/** A valid, distinct answer to each agent's prompt (by its TASK line), after `latencyMs`. */
export function coScientistAnswer(request: StubRequest, latencyMs = 15): StubAnswer {
  if (request.path.endsWith('/embeddings')) {
    const vectors = defaultAnswer(request);
    return typeof vectors === 'object' && 'embeddings' in vectors ? { ...vectors, latencyMs } : vectors;
  }
  const task = /TASK: (\w+)(?: \(([^)]*)\))?/.exec(request.messages.at(-1)?.content ?? '');
  const word = WORDS[request.id % WORDS.length];
  const idea = {
    title: `Model idea ${request.id}: ${word} programme`,
    summary: `A ${word} intervention tested in a pragmatic trial, idea ${request.id}.`,
    hypothesis: `${word} reduces readmissions`,
    rationale: `Because ${word} addresses a known gap`,
    methodology: [
      `Recruit patients for ${word}`,
      `Randomise ${word} against usual care`,
      `Measure 30-day readmission ${request.id}`,
    ],
    expectedOutcomes: ['Fewer readmissions'],
    resources: [{ name: 'Nurse time', type: 'personnel', cost: 1000 * (request.id % 7) }],
    totalDurationDays: 90 + request.id,
    risks: [{ risk: 'Low uptake', probability: 0.2 }],
    feasibility: 0.7,
  };
  const json = (() => {
    switch (task?.[1]) {
      case 'plan':
        return {
          safe: true,
          concerns: [],
          objective: 'Fewer heart-failure readmissions',
          keywords: ['readmission', 'heart'],
          preferences: ['low cost'],
          constraints: ['12 months'],
          weights: { alignment: 0.3, plausibility: 0.2, novelty: 0.2, testability: 0.2, safety: 0.1 },
        };
      case 'generate':
      case 'evolve':
        return idea;
      case 'review': {
        const types = (task[2] ?? 'initial').split(', ');
        // Published works the prompt lists ("[W1] Title…") each get a verdict, closest first.
        const works = [...(request.messages.at(-1)?.content ?? '').matchAll(/^\[(W\d+)\] /gm)].map((m) => m[1]);
        return {
          reviews: types.map((type) => ({ type, score: 3.5, text: `The ${type} review of this idea` })),
          novelty: 0.6,
          correctness: 0.7,
          feasibility: 0.55,
          overlapsWith: null,
          relatedWork: works.map((key, i) => ({
            key,
            closeness: Math.round((0.6 - 0.1 * i) * 10) / 10,
            relation: 'extends',
            whyClose: `Studies ${word} as the idea does`,
            beyond: `A ${word} trial arm`,
          })),
          overlapsWithWork: null,
        };
      }
      case 'compare':
        return {
          turns: [{ speaker: 'Judge', text: `Decided by request ${request.id}` }],
          winner: request.id % 3 === 0 ? 'second' : 'first',
          rationale: 'Clearer design',
        };
      case 'meta_review':
        return {
          metaReview: 'Costs recur as a weakness.',
          overview: 'Research overview: telemonitoring leads.',
          recurringIssues: ['cost'],
        };
      default:
        throw new Error(`unexpected prompt: ${request.messages.at(-1)?.content.slice(0, 80)}`);
    }
  })();
  return { json, latencyMs, usage: { promptTokens: 100, completionTokens: 50 } };
}
