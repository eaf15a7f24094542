import { blankPort, portProblems, portsSchema } from './specification-ports';

describe('portsSchema', () => {
  it('makes one property per filled row, its kind under x-port-type, and leaves blank rows out', () => {
    expect(
      portsSchema([
        { name: ' images ', description: ' Drone images ', type: 'dataset' },
        blankPort('table'),
        { name: 'scores', description: '', type: 'metrics' },
      ]),
    ).toEqual({
      type: 'object',
      properties: {
        images: { type: 'string', description: 'Drone images', 'x-port-type': 'dataset' },
        scores: { type: 'string', 'x-port-type': 'metrics' },
      },
    });
  });

  it('is an empty object schema when no row is filled', () => {
    expect(portsSchema([blankPort('report')])).toEqual({ type: 'object', properties: {} });
  });
});

describe('portProblems', () => {
  it('asks for a name on a row with only a description, and refuses a repeated name', () => {
    expect(
      portProblems(
        [
          { name: 'report', description: '', type: 'report' },
          { name: '', description: 'Summary', type: 'report' },
          blankPort('report'),
          { name: ' report ', description: '', type: 'metrics' },
        ],
        'output',
      ),
    ).toEqual([undefined, 'Output 2 needs a name', undefined, 'Output 4 has the same name as output 1']);
  });
});
