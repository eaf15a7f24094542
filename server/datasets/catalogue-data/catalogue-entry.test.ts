import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogueEntrySchema } from './catalogue-entry';

// The fields an entry serves are checked when the catalogue loads: a mistake stops start-up.

const entry = {
  slug: 'fireprotdb',
  name: 'FireProtDB',
  publisher: 'Loschmidt Laboratories, Masaryk University',
  description:
    'Thermodynamic stability data (ΔTm, ΔΔG) for single-point mutants of proteins, curated from the literature.',
  topics: ['life-sciences', 'protein stability'],
  fields: ['protein-enzyme-engineering'],
  variables: ['ddG'],
  formats: ['CSV'],
  size: 'tens of thousands of measurements',
  licence: 'CC-BY-4.0',
  access: 'open',
  landingUrl: 'https://loschmidt.chemi.muni.cz/fireprotdb/',
  citation: 'Stourac J, et al. FireProtDB. Nucleic Acids Research 49:D319 (2021).',
};

const problem = (input: unknown) => {
  const parsed = catalogueEntrySchema.safeParse(input);
  return parsed.success ? null : z.prettifyError(parsed.error);
};

describe('a catalogue entry names the research fields it serves', () => {
  it('accepts library field ids, and keywords default to none', () => {
    expect(problem(entry)).toBeNull();
    expect(catalogueEntrySchema.parse(entry).keywords).toEqual([]);
  });

  it('refuses an entry that names no field', () => {
    expect(problem({ ...entry, fields: [] })).toMatch(/fields/);
    const { fields: _omitted, ...withoutFields } = entry;
    expect(problem(withoutFields)).toMatch(/fields/);
  });

  it('refuses a field the library does not have', () => {
    expect(problem({ ...entry, fields: ['enzymology'] })).toMatch(/fields/);
  });

  it('refuses a field named twice', () => {
    expect(problem({ ...entry, fields: ['genomics', 'genomics'] })).toMatch(/a field is named once/);
  });
});
