import { describe, expect, it } from 'vitest';
import { lexicalSimilarity } from '../relevance/similarity';
import { familiesOf, oneOfEachFamily, sharedFamilies } from './idea-families';
import { GOAL_CORPUS } from './offline/fields/goal-corpus.test-support';
import { simulateSession } from './offline/offline-session.test-support';
import { FAMILY_THRESHOLD } from './similarity';

// The family threshold is read off the corpus: each of the 68 goals run as a three-round offline
// session, every pair of its ideas compared as proximity compares them (title, summary, methodology).

const text = (i: { title: string; summary: string; details: { methodology: string[] } }) =>
  `${i.title}. ${i.summary}. ${i.details.methodology.join('. ')}`;

function pairsOfCorpus() {
  const sameMethod: number[] = [];
  const noMethodShared: number[] = [];
  const sessions = GOAL_CORPUS.map((goal) => simulateSession(goal));
  for (const ideas of sessions) {
    const m = lexicalSimilarity(ideas.map(text));
    for (let i = 0; i < ideas.length; i++)
      for (let j = i + 1; j < ideas.length; j++) {
        const [a, b] = [ideas[i].details.methods ?? [], ideas[j].details.methods ?? []];
        if (a[0] === b[0]) sameMethod.push(m[i][j]);
        else if (!a.some((id) => b.includes(id))) noMethodShared.push(m[i][j]);
      }
  }
  return { sameMethod, noMethodShared, sessions };
}

describe('families of near-duplicates', () => {
  const { sameMethod, noMethodShared, sessions } = pairsOfCorpus();
  const share = (xs: number[]) => xs.filter((x) => x >= FAMILY_THRESHOLD).length / xs.length;

  it('puts 99% of the corpus’s pairs on one main method in one family, and almost no pair with no method in common', () => {
    expect(sameMethod.length).toBeGreaterThan(400);
    expect(share(sameMethod)).toBeGreaterThanOrEqual(0.99);
    expect(share(noMethodShared)).toBeLessThanOrEqual(0.001);
  });

  it('keeps a parent and its pilot-first child in one family', () => {
    const enzyme = sessions[0];
    const labels = familiesOf(lexicalSimilarity(enzyme.map(text)));
    const child = enzyme.findIndex((i) => i.strategy === 'evolve_coherence' || i.strategy === 'evolve_simplification');
    const parent = enzyme.findIndex((i) => i.details.methods?.[0] === enzyme[child].details.methods?.[0]);
    expect(parent).toBeLessThan(child);
    expect(labels[parent]).toBe(labels[child]);
  });

  it('lists the families with more than one idea', () => {
    expect(sharedFamilies([0, 1, 0, 2, 1, 3])).toEqual([
      [0, 2],
      [1, 4],
    ]);
  });

  it('takes the best idea of each family, best first', () => {
    expect(oneOfEachFamily(['a', 'b', 'c', 'd', 'e'], [0, 0, 1, 1, 2], 3)).toEqual(['a', 'c', 'e']);
    expect(oneOfEachFamily(['a', 'b'], [0, 0], 3)).toEqual(['a']);
  });
});
