import { describe, expect, it } from 'vitest';
import { workViews } from '../literature-lookups';
import { verifyDraft } from '../model/draft-citations';
import { buildsOn } from '../offline/offline-prior-work';
import type { IdeaDraft } from '../types';
import type { StoredWork } from '../../literature/work-store';
import { citedWorkIds } from './insert-ideas';

// Which stored works an idea's own text cites (docs/product.md, "Exporting citations"): the
// [P#] markers verification keeps, each work once, in order of first citation; never a key that
// names no given work.

const stored = (id: string, title: string, author: string, year: number) =>
  ({
    id,
    title,
    authors: [author],
    year,
    venue: null,
    doi: null,
    url: `https://example.org/${id}`,
    abstract: title,
  }) as StoredWork;
const WORKS = [
  stored('w-1', 'Shading reefs during marine heatwaves', 'Terry P. Hughes', 2017),
  stored('w-2', 'Heat-tolerant symbionts lower bleaching', 'Ruth D. Gates', 2019),
  stored('w-3', 'Larval reseeding of degraded reefs', 'Peter J. Harrison', 2021),
];
const priorWork = workViews(WORKS, 'P');

function draft(summary: string, hypothesis: string, methodology: string[] = []): IdeaDraft {
  return {
    title: 'Symbiont-assisted shading',
    summary,
    details: {
      hypothesis,
      rationale: 'Reefs bleach in heatwaves.',
      methodology,
      expectedOutcomes: [],
      resources: [],
      timeline: { totalDuration: 30 },
      risks: [],
      feasibilityAnalysis: { overall: 0.5 },
    },
  };
}

describe('recording the works an idea cites', () => {
  it('records each cited work once, in order of first citation, and none it does not cite', () => {
    const checked = verifyDraft(
      draft('Combine symbionts [P2] with shading [P1; P2].', 'Shading helps [P1].', ['Seed larvae [P2]']),
      priorWork,
    );
    expect(checked.citedKeys).toEqual(['P2', 'P1']);
    expect(citedWorkIds(checked, WORKS)).toEqual(['w-2', 'w-1']);
    expect(checked.summary).toBe('Combine symbionts (Gates, 2019) with shading (Hughes, 2017; Gates, 2019).');
  });

  it('records no work for a marker naming no given work, which is dropped from the text', () => {
    const checked = verifyDraft(draft('Builds on [P9] and [P3].', 'A hypothesis [W1].'), priorWork);
    expect(checked.citationsDropped).toBe(2);
    expect(checked.citedKeys).toEqual(['P3']);
    expect(citedWorkIds(checked, WORKS)).toEqual(['w-3']);
  });

  it('records nothing for an idea that cites nothing, or when no works were given', () => {
    expect(citedWorkIds(verifyDraft(draft('No citations.', 'None here.'), priorWork), WORKS)).toEqual([]);
    expect(citedWorkIds(verifyDraft(draft('Cites [P1].', 'None here.'), []), WORKS)).toEqual([]);
    expect(citedWorkIds({ ...draft('x', 'y'), citedKeys: ['P7', 'X1'] }, WORKS)).toEqual([]);
  });

  it('records the prior work the offline engine builds on', () => {
    const grounding = buildsOn('larval reseeding of degraded reefs', priorWork)!;
    expect(grounding.key).toBe('P3');
    expect(grounding.text).toContain('Larval reseeding of degraded reefs (Harrison, 2021)');
    expect(buildsOn('anything', [])).toBeNull();
  });
});
