import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './language';

describe('chooseLanguage', () => {
  it('is Python with no instructions, or instructions that name no language', () => {
    expect(chooseLanguage(null)).toEqual({ language: 'python', note: null });
    expect(chooseLanguage('Keep it small and well tested.')).toEqual({ language: 'python', note: null });
    expect(chooseLanguage('Use pandas-free Python 3.')).toEqual({ language: 'python', note: null });
  });

  it.each([
    'Write it in JavaScript please',
    'A Node.js project',
    'use nodejs',
    'Build it with Node and no dependencies',
    'javascript',
  ])('is JavaScript when the instructions say so: %s', (text) => {
    expect(chooseLanguage(text)).toEqual({ language: 'javascript', note: null });
  });

  it('is JavaScript for TypeScript, noting that the types are left to a human', () => {
    const choice = chooseLanguage('Please write it in TypeScript');
    expect(choice.language).toBe('javascript');
    expect(choice.note).toMatch(/TypeScript.*left to a human/);
  });

  it.each([
    ['Write the analysis in R', 'R'],
    ['use the tidyverse', 'R'],
    ['Julia would be great', 'Julia'],
    ['We only run MATLAB', 'MATLAB'],
    ['Write it in Go', 'Go'],
    ['A Java service', 'Java'],
  ])('keeps Python for another language and notes it for a human: %s', (text, asked) => {
    const choice = chooseLanguage(text);
    expect(choice.language).toBe('python');
    expect(choice.note).toContain(`ask for ${asked}`);
    expect(choice.note).toContain('left to a human');
  });

  it('does not read ordinary words as languages', () => {
    for (const text of [
      'Go through each node of the workflow',
      'R squared above 0.8',
      "Rust-coloured soils; don't rush",
    ]) {
      expect(chooseLanguage(text).language).toBe('python');
    }
    expect(chooseLanguage('Go through each step').note).toBeNull();
    expect(chooseLanguage('Report R squared').note).toBeNull();
  });
});
