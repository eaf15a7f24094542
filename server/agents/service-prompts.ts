import type { AnswerInput } from '../assistant/answer-engine';
import type { Grounding } from '../assistant/grounding';
import type { FormContext } from '../assistant/intents';
import { createModelEngine, suggestFields } from '../assistant/model-engine';
import type { StatVariable } from '../datasets/catalogue';
import type { DatasetSummary } from '../datasets/dataset-summary';
import type { Candidate } from '../datasets/suggest/candidates';
import { modelRerank } from '../datasets/suggest/model-rerank';
import { capture, capturingModel, PLACEHOLDER_NUMBERS as N, type AgentPrompt } from './prompt-capture';

// The prompts of the agents that serve a request: the dataset matcher's re-ranking and the
// research assistant's answers, rendered by their own builders on placeholder input.

const CANDIDATE: Candidate = {
  dataset: {
    id: '{dataset id}',
    name: '{dataset name}',
    publisher: '{publisher}',
    access: '{access}' as DatasetSummary['access'],
    topics: ['{topic}'],
    description: '{dataset description}',
  } as DatasetSummary,
  variables: ['{variable}'],
  text: '',
  version: '',
  score: 0,
  fields: [],
};

const IDEA_TEXT = {
  title: '{idea title}',
  summary: '{idea summary}',
  methodology: ['{methodology step}'],
  expectedOutcomes: ['{expected outcome}'],
};

export const datasetMatcherPrompts = (): Promise<AgentPrompt[]> =>
  Promise.all([
    capture('Re-rank and explain the candidates for one idea', () =>
      modelRerank(capturingModel, IDEA_TEXT, [CANDIDATE], N.limit, new AbortController().signal),
    ),
  ]);

const GROUNDING: Grounding = {
  workspace: { id: '{workspaceId}', name: '{workspace name}', description: '{workspace description}' },
  goals: [{ id: '{goalId}', title: '{goal title}', description: '', status: '{status}' }],
  sessions: [{ id: '{sessionId}', name: '{session name}', status: '{status}' }],
  topIdeas: [{ id: '{ideaId}', title: '{idea title}', summary: '', eloRating: N.elo }],
  workspaces: [],
};

const FORM: FormContext = { id: '{form}', fields: [{ name: '{field}', label: '{label}', value: '{current value}' }] };
const VARIABLE = { id: '{variable id}', name: '{variable name}', source: '{source}' } as StatVariable;

const input = (plan: Partial<AnswerInput['plan']> = {}): AnswerInput => ({
  query: '{question}',
  context: {},
  grounding: GROUNDING,
  plan: { fill: null, datasets: [], intents: [], ...plan },
  facts: null,
  history: [{ query: '{earlier question}', response: '{earlier answer}' }],
  signal: new AbortController().signal,
});

const engine = createModelEngine(capturingModel);

export const assistantPrompts = (): Promise<AgentPrompt[]> =>
  Promise.all([
    capture('Answer', () => engine.answer(input())),
    capture('Answer a question about public data', () =>
      engine.answer(input({ datasets: [{ variable: VARIABLE, score: 1 }] })),
    ),
    capture('Answer with a form open', () => engine.answer(input({ fill: FORM }))),
    capture('Fill the form', () => suggestFields(capturingModel, FORM, '{question}', input())),
  ]);
