import { describe, expect, it } from 'vitest';
import { authorsShort, inlineCitation, surnameOf, verifyCitations, workReference } from './citations';
import type { WorkView } from './types';

const hughes: WorkView = {
  key: 'W1',
  title: 'Global warming and recurrent mass bleaching of corals',
  authors: ['Terry P. Hughes', 'James T. Kerry', 'Mariana Álvarez-Noriega'],
  year: 2017,
  venue: 'Nature',
  doi: '10.1038/nature21707',
  url: 'https://doi.org/10.1038/nature21707',
  abstract: null,
};
const frolicher: WorkView = {
  key: 'W2',
  title: 'Marine heatwaves under global warming',
  authors: ['Thomas L. Frölicher', 'Erich M. Fischer'],
  year: 2018,
  venue: 'Nature',
  doi: null,
  url: 'https://openalex.org/W2885',
  abstract: null,
};
const works = [hughes, frolicher];

describe('naming a work', () => {
  it('cites the first author, "and" for two, "et al." for more', () => {
    expect(inlineCitation(hughes)).toBe('(Hughes et al., 2017)');
    expect(inlineCitation(frolicher)).toBe('(Frölicher and Fischer, 2018)');
    expect(authorsShort({ authors: ['Dan A. Smale'] })).toBe('Smale');
  });

  it('names a work without authors or year by its title', () => {
    expect(inlineCitation({ ...hughes, authors: [], year: null })).toBe('(Global warming and recurrent mass, n.d.)');
  });

  it('reads surnames in every order sources write them', () => {
    expect(surnameOf('Hughes, Terry P.')).toBe('Hughes');
    expect(surnameOf('Hughes TP')).toBe('Hughes');
    expect(surnameOf('Jan van der Berg')).toBe('van der Berg');
  });

  it('gives title, authors, year and the DOI link, or the page when there is no DOI', () => {
    expect(workReference(hughes)).toBe(
      'Global warming and recurrent mass bleaching of corals (Hughes et al., 2017, https://doi.org/10.1038/nature21707)',
    );
    expect(workReference(frolicher)).toContain('(Frölicher and Fischer, 2018, https://openalex.org/W2885)');
  });
});

describe('verifyCitations', () => {
  it('leaves text without citations untouched', () => {
    const text = 'Bleaching  recurs (p < 0.05; n = 40) after the 2016 event (March 2016), rated (Elo 1890) [sic].';
    expect(verifyCitations(text, works)).toEqual({ text, dropped: 0 });
  });

  it('rewrites a marker naming a given work as a readable citation', () => {
    expect(verifyCitations('Bleaching recurs [W1].', works)).toEqual({
      text: 'Bleaching recurs (Hughes et al., 2017).',
      dropped: 0,
    });
    expect(verifyCitations('As shown [W1, W2], heat kills.', works).text).toBe(
      'As shown (Hughes et al., 2017; Frölicher and Fischer, 2018), heat kills.',
    );
    expect(verifyCitations('Hughes et al. [W1] mapped it.', works).text).toBe('Hughes et al. (2017) mapped it.');
  });

  it('removes and counts a marker naming no given work, tidying what is left', () => {
    expect(verifyCitations('Bleaching recurs [W9]. Heat kills [W2; W7], often.', works)).toEqual({
      text: 'Bleaching recurs. Heat kills (Frölicher and Fischer, 2018), often.',
      dropped: 2,
    });
  });

  it('keeps an author–year citation of a given work, accents and case aside', () => {
    const text =
      'Mass bleaching recurs (Hughes et al., 2017); Frolicher and Fischer (2018) project more (Alvarez-noriega 2017).';
    expect(verifyCitations(text, works)).toEqual({ text, dropped: 0 });
  });

  it('removes and counts author–year citations that match no given work', () => {
    const text =
      'Reefs recover (Smith et al., 2020). Smith and Jones (2019) disagree, as did Hughes et al. (2015) (e.g., Smith 2020; Hughes et al., 2017).';
    expect(verifyCitations(text, works)).toEqual({
      text: 'Reefs recover. Earlier work disagree, as did earlier work (Hughes et al., 2017).',
      dropped: 4,
    });
  });

  it('with no works given, every reference is an invention', () => {
    expect(verifyCitations('Heat kills corals [W1] (Hughes et al., 2017).', [])).toEqual({
      text: 'Heat kills corals.',
      dropped: 2,
    });
  });

  it('accepts an author–year citation the vouched text already cites', () => {
    const text = 'It builds on Hughes et al. (2017) and on (Oliver et al., 2018).';
    expect(verifyCitations(text, [], ['Parent: bleaching recurs (Hughes et al., 2017).'])).toEqual({
      text: 'It builds on Hughes et al. (2017) and on.',
      dropped: 1,
    });
  });
});
