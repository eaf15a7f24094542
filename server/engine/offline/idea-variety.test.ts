import { describe, expect, it } from 'vitest';
import { GOAL_CORPUS } from './fields/goal-corpus.test-support';
import { openingOf, titleOverlap, varietyOf } from './idea-variety';
import { simulateSession } from './offline-session.test-support';
import { MAX_TITLE_WORDS, shortMeasure, shortMethodName } from './title-words';

// Ideas that read as written by a researcher: over the 68-goal corpus, each goal run as a
// three-round offline session (eight ideas, then evolved children and an expansion each round),
// no two titles share more than 60% of their words, no opening starts more than 20% of the
// summaries, and every title stays under 16 words. docs/engine.md, "Idea variety".

const sessions = GOAL_CORPUS.map((goal) => ({ goal, ideas: simulateSession(goal) }));
const varieties = sessions.map((s) => ({ goal: s.goal.title, ...varietyOf(s.ideas) }));

describe('idea variety over the goal corpus', () => {
  it('gives no two ideas of a session more than 60% of their title words in common', () => {
    const over = varieties
      .filter((v) => v.maxTitleOverlap > 0.6)
      .map((v) => `${v.goal}: ${v.closestTitles?.join(' / ')} (${v.maxTitleOverlap.toFixed(2)})`);
    expect(over).toEqual([]);
  });

  it('starts at most 20% of a session’s summaries with one opening phrase', () => {
    const over = varieties
      .filter((v) => v.maxOpeningShare > 0.2)
      .map((v) => `${v.goal}: '${v.commonestOpening}' (${Math.round(v.maxOpeningShare * 100)}%)`);
    expect(over).toEqual([]);
  });

  it('keeps every title under 16 words', () => {
    const long = sessions.flatMap((s) => s.ideas.map((i) => i.title)).filter((t) => t.split(/\s+/).length > 15);
    expect(long).toEqual([]);
    expect(MAX_TITLE_WORDS).toBe(15);
  });

  it('writes no title as a chain of "X against Y on Z"', () => {
    const chained = sessions.flatMap((s) => s.ideas.map((i) => i.title)).filter((t) => /\bagainst\b.*\bon\b/.test(t));
    expect(chained).toEqual([]);
  });

  it('names what is measured in every first-round title that has room for it', () => {
    const enzyme = sessions[0];
    const titled = enzyme.ideas.slice(0, 8).filter((idea) => {
      const measures = idea.details.methods!.length;
      return measures > 0 && /measured by|tracking|scored on|read out as|compared on|What drives/.test(idea.title);
    });
    expect(titled.length).toBeGreaterThanOrEqual(6);
  });
});

describe('the variety measures', () => {
  it('counts shared content words over all the words of two titles', () => {
    expect(titleOverlap('Directed evolution of lipases', 'Directed evolution of lipases')).toBe(1);
    // {directed, evolution, lipase} and {rational, design, lipase}: 1 shared of 5.
    expect(titleOverlap('Directed evolution of lipases', 'Rational design for a lipase')).toBeCloseTo(0.2);
    expect(titleOverlap('', 'Anything')).toBe(0);
  });

  it('reads an opening as the first three words, case and punctuation aside', () => {
    expect(openingOf('Two camps disagree: this or that.')).toBe('two camps disagree');
    const v = varietyOf([
      { title: 'A', summary: 'Two camps disagree here.' },
      { title: 'B', summary: 'two camps, disagree there.' },
      { title: 'C', summary: 'Something else entirely.' },
    ]);
    expect(v.commonestOpening).toBe('two camps disagree');
    expect(v.maxOpeningShare).toBeCloseTo(2 / 3);
  });

  it('shortens a method to its core name and a measure to its head', () => {
    expect(shortMethodName('Directed evolution with a thermal screen')).toBe('Directed evolution');
    expect(shortMethodName('Analysis of a large observational survey')).toBe(
      'Analysis of a large observational survey',
    );
    expect(shortMeasure('residual activity after one hour at the target temperature (T50 and half-life)')).toBe(
      'residual activity',
    );
    expect(shortMeasure('the adjusted hazard ratio from a target-trial emulation')).toBe('adjusted hazard ratio');
    // A one-word head reads on to its object, never ending on a word that needs one.
    expect(shortMeasure('the difference in the response between treated and control plots')).toBe(
      'difference in the response',
    );
  });
});
