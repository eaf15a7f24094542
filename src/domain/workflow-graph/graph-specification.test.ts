import { readSpecification, specificationProblem, SPECIFICATION_MESSAGES } from './graph-specification';

const draft = {
  name: ' Soil pipeline ',
  description: 'Reads soil cores',
  purpose: 'Estimate carbon',
  capabilities: 'clean the samples\n\n fit a model \nwrite a report',
  input_schema: '{"type":"object"}',
  output_schema: '{"type":"object"}',
};

describe('readSpecification', () => {
  it('trims the text and reads one capability per non-blank line', () => {
    expect(readSpecification(draft)).toEqual({
      ok: true,
      specification: {
        name: 'Soil pipeline',
        description: 'Reads soil cores',
        purpose: 'Estimate carbon',
        capabilities: ['clean the samples', 'fit a model', 'write a report'],
        input_schema: { type: 'object' },
        output_schema: { type: 'object' },
      },
    });
  });

  it('names every missing field at once, in the form words', () => {
    const read = readSpecification({
      name: ' ',
      description: '',
      purpose: '',
      capabilities: '\n',
      input_schema: '[1]',
      output_schema: '{not json',
    });
    expect(read).toEqual({ ok: false, errors: SPECIFICATION_MESSAGES });
  });
});

describe('specificationProblem', () => {
  const sent = {
    name: 'n',
    description: 'd',
    purpose: 'p',
    capabilities: ['fit'],
    input_schema: {},
    output_schema: {},
  };

  it('accepts a whole specification', () => expect(specificationProblem(sent)).toBeNull());

  it.each([
    [{ name: '  ' }, SPECIFICATION_MESSAGES.name],
    [{ description: undefined }, SPECIFICATION_MESSAGES.description],
    [{ purpose: 3 }, SPECIFICATION_MESSAGES.purpose],
    [{ capabilities: [' '] }, SPECIFICATION_MESSAGES.capabilities],
    [{ input_schema: [] }, SPECIFICATION_MESSAGES.input_schema],
    [{ output_schema: null }, SPECIFICATION_MESSAGES.output_schema],
  ])('names the first rule %o breaks', (change, message) => {
    expect(specificationProblem({ ...sent, ...change })).toBe(message);
  });
});
