import {
  readSpecification,
  specificationProblem,
  SPECIFICATION_MESSAGES,
  type SpecificationDraft,
} from './graph-specification';

const draft: SpecificationDraft = {
  name: ' Soil pipeline ',
  description: 'Reads soil cores',
  purpose: 'Estimate carbon',
  capabilities: 'clean the samples\n\n fit a model \nwrite a report',
  inputs: [{ name: 'cores', description: 'Soil cores', type: 'dataset' }],
  outputs: [{ name: 'report', description: '', type: 'report' }],
  schemas: null,
};

describe('readSpecification', () => {
  it('trims the text, reads one capability per non-blank line and builds the schemas from the rows', () => {
    expect(readSpecification(draft)).toEqual({
      ok: true,
      specification: {
        name: 'Soil pipeline',
        description: 'Reads soil cores',
        purpose: 'Estimate carbon',
        capabilities: ['clean the samples', 'fit a model', 'write a report'],
        input_schema: {
          type: 'object',
          properties: { cores: { type: 'string', description: 'Soil cores', 'x-port-type': 'dataset' } },
        },
        output_schema: { type: 'object', properties: { report: { type: 'string', 'x-port-type': 'report' } } },
      },
    });
  });

  it('names every missing field at once, in the form words', () => {
    const read = readSpecification({
      ...draft,
      name: ' ',
      description: '',
      purpose: '',
      capabilities: '\n',
      inputs: [{ name: '', description: 'Soil cores', type: 'dataset' }],
    });
    expect(read).toEqual({
      ok: false,
      errors: {
        name: SPECIFICATION_MESSAGES.name,
        description: SPECIFICATION_MESSAGES.description,
        purpose: SPECIFICATION_MESSAGES.purpose,
        capabilities: SPECIFICATION_MESSAGES.capabilities,
        'inputs.0': 'Input 1 needs a name',
      },
    });
  });

  it('sends the Advanced JSON instead of the rows while it is open', () => {
    const read = readSpecification({
      ...draft,
      inputs: [{ name: '', description: 'ignored', type: 'dataset' }],
      schemas: { input_schema: '{"type":"object"}', output_schema: '{"properties":{}}' },
    });
    expect(read).toMatchObject({
      ok: true,
      specification: { input_schema: { type: 'object' }, output_schema: { properties: {} } },
    });
  });

  it('explains Advanced JSON that cannot be read, and JSON that is not an object', () => {
    const read = readSpecification({ ...draft, schemas: { input_schema: '{not json', output_schema: '[1]' } });
    expect(read).toEqual({
      ok: false,
      errors: {
        input_schema: expect.stringMatching(/^Input schema is not valid JSON: .+/),
        output_schema: SPECIFICATION_MESSAGES.output_schema,
      },
    });
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
