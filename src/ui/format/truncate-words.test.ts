import { truncateWords } from './truncate-words';

const GOAL = 'Improve the thermostability of a PETase enzyme for plastic recycling at 70 °C';

describe('truncateWords', () => {
  it('keeps a title that fits as it is', () => {
    expect(truncateWords('Soil microbiome', 40)).toBe('Soil microbiome');
    expect(truncateWords(GOAL, GOAL.length)).toBe(GOAL);
  });

  it('ends a long title at a word boundary with an ellipsis, within the limit', () => {
    expect(truncateWords(GOAL, 40)).toBe('Improve the thermostability of a PETase…');
    for (let max = 8; max <= GOAL.length; max += 1) {
      const shown = truncateWords(GOAL, max);
      expect(Array.from(shown).length, `at ${max}`).toBeLessThanOrEqual(max);
      if (shown === GOAL) continue;
      const words = shown.slice(0, -1).split(' ');
      // Every word shown is one of the title's, whole and in order.
      expect(GOAL.startsWith(words.join(' ')), `at ${max}: ${shown}`).toBe(true);
      expect(GOAL.split(' ')).toEqual(expect.arrayContaining(words));
    }
  });

  it('never leaves a comma or a dash hanging before the ellipsis', () => {
    expect(truncateWords('Nitrogen fixation, in cereals and legumes', 20)).toBe('Nitrogen fixation…');
    expect(truncateWords('Heat shock — a survey of chaperones', 13)).toBe('Heat shock…');
  });

  it('cuts a single word longer than the limit, as nothing else fits', () => {
    expect(truncateWords('Pneumonoultramicroscopicsilicovolcanoconiosis', 10)).toBe('Pneumonou…');
    expect(truncateWords('PETase thermostability', 4)).toBe('PET…');
  });

  it('counts characters, not UTF-16 units, and never splits one', () => {
    expect(truncateWords('🧪🧪🧪 assay of 🧬 repair', 10)).toBe('🧪🧪🧪 assay…');
    expect(truncateWords('Δ-ΔCt analysis of qPCR data across cohorts', 15)).toBe('Δ-ΔCt analysis…');
  });

  it('folds runs of spaces and line breaks into one space', () => {
    expect(truncateWords('  Soil \n microbiome   drift ', 40)).toBe('Soil microbiome drift');
  });

  it('shows nothing for a limit below one character', () => {
    expect(truncateWords(GOAL, 0)).toBe('');
  });
});
