import { describe, expect, it } from 'vitest';
import { datasetsAnswer } from './idea-advice';
import type { IdeaFact } from './research-facts';

describe('datasetsAnswer with no idea to match', () => {
  it('searches the catalogue for the question’s own words when they name data', () => {
    const answer = datasetsAnswer(null, 'Which public data on population and electricity could help?');
    expect(answer).toContain('There is no idea here to match yet, so I searched the catalogue for your words.');
    expect(answer).toContain('Public data that may help:');
    expect(answer).toMatch(/\*\*[^*]*[Pp]opulation[^*]*\*\*/);
  });

  it('asks for an idea when the words name no data it can find', () => {
    expect(datasetsAnswer(null, 'Suggest datasets for the idea')).toBe(
      'Open an idea, or run a session first, and I will match datasets to it.',
    );
  });
});

describe('datasetsAnswer for an idea', () => {
  const idea = {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Thermostable PETase variants',
    workspaceId: '22222222-2222-4222-8222-222222222222',
    field: {
      id: 'protein-enzyme-engineering',
      name: 'Protein and enzyme engineering',
      confidence: 1,
      source: 'detected',
    },
  } as unknown as IdeaFact;

  it('lists the suggestion path’s datasets, each linked to its page, an upload marked as the user’s', () => {
    const answer = datasetsAnswer(idea, 'Which data would test it?', {
      datasets: [
        {
          id: 'fireprotdb',
          name: 'FireProtDB',
          kind: 'catalogue',
          relevance: 0.42,
          reason: 'Records ΔTm (16,000 mutations).',
        },
        { id: 'a1b2', name: 'My assays', kind: 'upload', relevance: 0.3, reason: 'Records PET film hydrolysis.' },
      ],
      searchFor: ['thermostability'],
    });
    expect(answer).toContain('(Protein and enzyme engineering):');
    expect(answer).toContain('- [FireProtDB](/datasets/fireprotdb), 42% relevant: Records ΔTm (16,000 mutations).');
    expect(answer).toContain('- [My assays](/datasets/a1b2) (your upload), 30% relevant');
  });

  it('says what to search for when nothing fits well enough, rather than naming weak matches', () => {
    expect(
      datasetsAnswer(idea, 'Which data would test it?', { datasets: [], searchFor: ['thermostability', 'variant'] }),
    ).toBe(
      `Nothing in the dataset catalogue or your uploads fits [Thermostable PETase variants](/workspaces/${idea.workspaceId}/ideas/${idea.id}) well enough to suggest. Search the [dataset catalogue](/datasets) for "thermostability", "variant", or upload your own data.`,
    );
  });
});
