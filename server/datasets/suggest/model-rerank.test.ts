import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ChatModel, ObjectRequest } from '../../llm/chat-model';
import type { Candidate } from './candidates';
import { modelRerank, tidyReason } from './model-rerank';

const candidate = (id: string): Candidate => ({
  dataset: { id, name: `Dataset ${id}`, publisher: null, access: 'open', topics: [], description: '' } as never,
  variables: ['resolution'],
  text: '',
  version: 'v1',
  score: 0.5,
  fields: [],
});
const idea = { title: 'Protein folds', summary: 'Compare folds', methodology: ['Align'], expectedOutcomes: ['A map'] };

/** A model that answers `answer`, after checking it against the request's own schema. */
function answering(answer: unknown, seen: ObjectRequest<unknown>[] = []): ChatModel {
  return {
    modelFor: () => 'stub-model',
    generateObject: async <T>(request: ObjectRequest<T>) => {
      seen.push(request as ObjectRequest<unknown>);
      return (request.schema as z.ZodType<T>).parse(answer);
    },
    streamText: () => {
      throw new Error('unused');
    },
    embed: async () => null,
  };
}

describe('modelRerank', () => {
  it("orders by the model's scores, its own order breaking ties, each dataset once", async () => {
    const seen: ObjectRequest<unknown>[] = [];
    const model = answering(
      {
        suggestions: [
          { datasetId: 'b', relevanceScore: 0.4, reason: 'second  pick' },
          { datasetId: 'a', relevanceScore: 0.9, reason: 'Best pick.' },
          { datasetId: 'c', relevanceScore: 0.4, reason: 'Third pick!' },
          { datasetId: 'a', relevanceScore: 0.1, reason: 'Again.' },
        ],
      },
      seen,
    );
    const picks = await modelRerank(model, idea, ['a', 'b', 'c'].map(candidate), 5, new AbortController().signal);
    expect(picks).toEqual([
      { datasetId: 'a', relevanceScore: 0.9, reason: 'Best pick.' },
      { datasetId: 'b', relevanceScore: 0.4, reason: 'Second pick.' },
      { datasetId: 'c', relevanceScore: 0.4, reason: 'Third pick!' },
    ]);
    expect(seen[0].messages.at(-1)?.content).toContain('- id: a');
    expect(seen[0].messages.at(-1)?.content).toContain('variables: resolution');
  });

  it('refuses an answer naming a dataset it was not shown, and asks nothing without candidates', async () => {
    const model = answering({ suggestions: [{ datasetId: 'elsewhere', relevanceScore: 1, reason: 'Made up.' }] });
    await expect(modelRerank(model, idea, [candidate('a')], 5, new AbortController().signal)).rejects.toThrow();
    expect(await modelRerank(model, idea, [], 5, new AbortController().signal)).toEqual([]);
  });

  it('tidies a reason into one sentence', () => {
    expect(tidyReason('  covers\nthe  folds ')).toBe('Covers the folds.');
  });
});
