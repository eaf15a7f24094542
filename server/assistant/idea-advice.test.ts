import { describe, expect, it } from 'vitest';
import { datasetsAnswer } from './idea-advice';

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
