import { describe, expect, it } from 'vitest';
import { authorNames, bareDoi, countOf, keyWords, plainAbstract, plainTitle, yearOf } from './work-text';

describe('bareDoi', () => {
  it.each([
    ['10.1038/NATURE21707', '10.1038/nature21707'],
    ['https://doi.org/10.1038/s41586-018-0383-9', '10.1038/s41586-018-0383-9'],
    ['http://dx.doi.org/10.1126/Science.aan8048', '10.1126/science.aan8048'],
    ['doi: 10.1016/j.pocean.2015.12.014 ', '10.1016/j.pocean.2015.12.014'],
    ['PMC5893591', null],
    ['', null],
    [null, null],
  ])('%s → %s', (raw, expected) => expect(bareDoi(raw)).toBe(expected));
});

describe('plainAbstract', () => {
  it("drops Crossref's JATS, its 'Abstract' heading, and keeps paragraphs apart", () => {
    const jats =
      '<jats:title>Abstract</jats:title><jats:p>Heatwaves <jats:italic>doubled</jats:italic>.</jats:p><jats:p>Reefs lose.</jats:p>';
    expect(plainAbstract(jats)).toBe('Heatwaves doubled. Reefs lose.');
  });

  it('strips HTML, decodes entities and cuts at 3,000 characters', () => {
    expect(plainAbstract('<h4>Background</h4>Sea &amp; <i>reef</i> CO<sub>2</sub>')).toBe('Background Sea & reef CO2');
    const long = plainAbstract('word '.repeat(1000));
    expect(long).toHaveLength(3000);
    expect(long?.endsWith('…')).toBe(true);
  });

  it('is null when nothing is left', () => {
    expect(plainAbstract('<jats:p> </jats:p>')).toBeNull();
    expect(plainAbstract(null)).toBeNull();
  });
});

describe('the other fields', () => {
  it('collapses title whitespace', () => {
    expect(plainTitle('Advancing Marine Heatwave\n  Forecasts')).toBe('Advancing Marine Heatwave Forecasts');
  });

  it('keeps at most 20 authors, in order, without blanks', () => {
    const names = Array.from({ length: 25 }, (_, index) => `Author  ${index}`);
    expect(authorNames(['', null, ...names])).toEqual(names.slice(0, 20).map((name) => name.replace('  ', ' ')));
  });

  it.each([
    [2017, 2017],
    ['2018', 2018],
    ['2024-12-02T03:41:07Z', 2024],
    [2017.5, null],
    ['n.d.', null],
    [null, null],
  ])('reads the year of %s as %s', (raw, expected) => expect(yearOf(raw)).toBe(expected));

  it('keeps only whole, non-negative counts', () => {
    expect([countOf(12), countOf(-1), countOf(1.5), countOf(null)]).toEqual([12, null, null, null]);
  });

  it('keeps key words once, without stop words or punctuation', () => {
    expect(keyWords("The reef's heat: the reef and HEAT waves", 10)).toEqual(['reefs', 'heat', 'reef', 'waves']);
    expect(keyWords('a b c d e f g h', 3)).toEqual(['b', 'c', 'd']);
  });
});
