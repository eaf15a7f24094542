import { describe, expect, it } from 'vitest';
import { featureBranchName, isSafeRepoPath, javascriptIdentifier, pythonIdentifier, slugOf } from './names';

describe('names from an idea', () => {
  it('makes a feature branch vibe/<slug>-<4 hex> that git accepts', () => {
    expect(featureBranchName('Soil microbes boost wheat yield!', '3f2a')).toBe(
      'vibe/soil-microbes-boost-wheat-yield-3f2a',
    );
    expect(featureBranchName('Ünïcödé — ΔG of folding', 'abcd')).toBe('vibe/unicode-g-of-folding-abcd');
    expect(featureBranchName('!!!', '0000')).toBe('vibe/experiment-0000');
    expect(featureBranchName('x'.repeat(300))).toMatch(/^vibe\/x{40}-[0-9a-f]{4}$/);
  });

  it('cuts slugs at a word', () => {
    expect(slugOf('alpha beta gamma delta', '-', 12)).toBe('alpha-beta');
  });

  it('makes identifiers that are never keywords or start with a digit', () => {
    expect(pythonIdentifier('Import', 'step')).toBe('step_import');
    expect(pythonIdentifier('3D printing', 'study')).toBe('study_3d_printing');
    expect(pythonIdentifier('Fit the model', 'step')).toBe('fit_the_model');
    expect(javascriptIdentifier('Fit the model', 'step')).toBe('fitTheModel');
    expect(javascriptIdentifier('2 arms', 'step')).toBe('step2Arms');
  });
});

describe('isSafeRepoPath', () => {
  it.each(['README.md', 'src/pkg/main.py', '.github/workflows/ci.yml', 'tests/test_a.py', 'data/a-b_c.csv'])(
    'accepts %s',
    (path) => expect(isSafeRepoPath(path)).toBe(true),
  );

  it.each([
    '',
    '/etc/passwd',
    '../outside.txt',
    'src/../../x',
    'a/./b',
    '.git/config',
    'sub/.GIT/hooks/pre-commit',
    'a//b',
    'dir/',
    'back\\slash.py',
    '-rf',
    'with space.py',
    'nul\0.py',
    'new\nline.py',
    'x'.repeat(201),
  ])('refuses %j', (path) => expect(isSafeRepoPath(path)).toBe(false));
});
