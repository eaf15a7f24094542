import { eloBins } from './elo-bins';

describe('eloBins', () => {
  it('has no bins for no ratings', () => {
    expect(eloBins([])).toEqual([]);
  });

  it('puts each rating in the bin [from, to) of a round width covering the range', () => {
    expect(eloBins([1180, 1200, 1216, 1249.9, 1250, 1310])).toEqual([
      { from: 1175, to: 1200, count: 1 },
      { from: 1200, to: 1225, count: 2 },
      { from: 1225, to: 1250, count: 1 },
      { from: 1250, to: 1275, count: 1 },
      { from: 1275, to: 1300, count: 0 },
      { from: 1300, to: 1325, count: 1 },
    ]);
  });

  it('gives ratings all alike one bin, and a wide range wider bins', () => {
    expect(eloBins([1200, 1200])).toEqual([{ from: 1200, to: 1210, count: 2 }]);
    const wide = eloBins([800, 1200, 2400]);
    expect(wide.every((bin) => bin.to - bin.from === 250)).toBe(true);
    expect(wide.reduce((sum, bin) => sum + bin.count, 0)).toBe(3);
  });
});
