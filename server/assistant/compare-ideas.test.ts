import { describe, expect, it } from 'vitest';
import { compareAnswer, resolveComparison } from './compare-ideas';
import type { IdeaFact, ResearchFacts } from './research-facts';

// "Compare A with B" names its two ideas by rank, by id or by title words; when it cannot tell
// which two, the answer asks, listing the ideas it could mean.

const WORKSPACE = '22222222-2222-4222-8222-222222222222';
const idea = (n: number, title: string, methods: string[] = []): IdeaFact => ({
  id: `${n}${n}${n}${n}${n}${n}${n}${n}-1111-4111-8111-11111111111${n}`,
  title,
  summary: '',
  status: 'reviewed',
  workspaceId: WORKSPACE,
  sessionId: '33333333-3333-4333-8333-333333333333',
  sessionName: 'PETase session',
  field: null,
  eloRating: 1300 - n * 20,
  interval: null,
  played: 3,
  novelty: 0.5 + n / 20,
  correctness: 0.6,
  feasibility: 0.7 - n / 20,
  cost: 90000 + n * 1000,
  durationDays: 200 + n,
  worstRisk: { risk: 'The screen selects for expression', probability: 0.3 },
  steps: [],
  outcomes: [],
  methods,
});

const ideas = [
  idea(1, 'Directed evolution for PET hydrolases, measured by residual activity', ['directed-evolution-thermal']),
  idea(2, 'Rational design for PET hydrolases, tracking melting temperature', ['rational-design-structure']),
  idea(3, 'What drives fitness scores in PET hydrolases? A test by deep mutational scanning'),
  idea(4, 'Directed evolution versus deep mutational scanning for plastic degradation'),
  idea(5, 'Pilot first: a staged directed evolution for plastic degradation'),
];
const facts = (openIdea: IdeaFact | null = null): ResearchFacts => ({
  scope: { kind: 'session', name: 'PETase session' },
  ideas,
  metaReview: null,
  openIdea,
});
const pairOf = (query: string, open: IdeaFact | null = null) => {
  const resolved = resolveComparison(query, facts(open));
  return 'pair' in resolved ? resolved.pair.map((i) => i.title) : resolved.ask;
};

describe('which two ideas a comparison means', () => {
  it('reads ranks: #n, idea n, ordinals and the top two', () => {
    expect(pairOf('Compare #2 with #4')).toEqual([ideas[1].title, ideas[3].title]);
    expect(pairOf('How do idea 1 and idea 3 differ?')).toEqual([ideas[0].title, ideas[2].title]);
    expect(pairOf('Weigh the first idea against the second')).toEqual([ideas[0].title, ideas[1].title]);
    expect(pairOf('Contrast the two top proposals for me')).toEqual([ideas[0].title, ideas[1].title]);
  });

  it('reads ids, whole or their first eight characters, and links to the ideas', () => {
    expect(pairOf(`Compare ${ideas[4].id} with ${ideas[2].id}`)).toEqual([ideas[4].title, ideas[2].title]);
    expect(pairOf(`compare /workspaces/${WORKSPACE}/ideas/${ideas[1].id} and 55555555`)).toEqual([
      ideas[1].title,
      ideas[4].title,
    ]);
  });

  it('reads words of the titles, one idea on each side of "with"', () => {
    expect(pairOf('Compare rational design with the pilot')).toEqual([ideas[1].title, ideas[4].title]);
    expect(pairOf('fitness scores vs residual activity')).toEqual([ideas[2].title, ideas[0].title]);
  });

  it('mixes the forms, and takes the open idea as the other one when the message names one', () => {
    expect(pairOf('Compare #1 with the rational design idea')).toEqual([ideas[0].title, ideas[1].title]);
    expect(pairOf('Compare it with #3', ideas[4])).toEqual([ideas[4].title, ideas[2].title]);
  });

  it('asks when words fit two ideas equally', () => {
    const answer = compareAnswer('Compare directed evolution with rational design', facts());
    expect(answer).toContain('**Which two ideas should I compare?** Those words fit more than one idea.');
    expect(answer).toContain(`- #1 [${ideas[0].title}](/workspaces/${WORKSPACE}/ideas/${ideas[0].id})`);
  });

  it('asks which two when the message names none, listing the leading ideas', () => {
    const answer = compareAnswer('Compare my ideas', facts());
    expect(answer).toMatch(/^\*\*Which two ideas should I compare\?\*\* The message names no idea I can find\./);
    expect(answer).toContain('Name them by rank (#2 or idea 2), by words from their titles, or by id.');
    expect(answer.split('\n').filter((l) => l.startsWith('- #'))).toHaveLength(5);
  });

  it('asks when a rank has no idea, saying how many there are', () => {
    expect(compareAnswer('Compare #2 with #9', facts())).toContain('There is no idea #9 here: 5 stand in this scope.');
  });

  it('asks with the one it could tell when only one is named and no idea is open', () => {
    expect(compareAnswer('Compare #3 with something else', facts())).toContain(
      `I can tell one of them: [${ideas[2].title}]`,
    );
  });
});

describe('the comparison table', () => {
  it('sets rank, Elo, scores, method, what it measures, cost and duration side by side', () => {
    const answer = compareAnswer('Compare #1 with #2', facts());
    expect(answer).toContain('| | First | Second |');
    expect(answer).toContain('| Rank (Elo) | #1 of 5 | #2 of 5 |');
    expect(answer).toContain('| Elo (matches) | 1280 (3) | 1260 (3) |');
    expect(answer).toContain(
      '| Method | Directed evolution with a thermal screen | Rational design from the crystal structure |',
    );
    expect(answer).toMatch(/\| What it measures \| residual activity after one hour[^|]+\| melting temperature by/);
    expect(answer).toContain('| Cost | $91,000 | $92,000 |');
    expect(answer).toContain('| Duration | 201 days | 202 days |');
    expect(answer).toContain('Ahead on Elo: the first; novelty: the second; feasibility: the first.');
  });

  it('says so where an idea records no library method', () => {
    expect(compareAnswer('Compare #3 with #4', facts())).toContain('| Method | not recorded | not recorded |');
  });

  it('needs two ideas', () => {
    expect(compareAnswer('Compare #1 with #2', { ...facts(), ideas: ideas.slice(0, 1) })).toBe(
      'Comparing needs two ideas, and there are fewer here: run a session to generate more.',
    );
  });
});
