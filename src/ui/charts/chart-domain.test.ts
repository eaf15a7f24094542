import { scaleLinear } from '@visx/scale';
import { logTickValues, padded, wholeTicks } from './chart-domain';

describe('logTickValues', () => {
  it('marks the powers of ten across several decades', () => {
    expect(logTickValues([0.01, 10])).toEqual([0.01, 0.1, 1, 10]);
  });

  it('adds 2 and 5 times them when a range holds fewer than three powers', () => {
    expect(logTickValues([1, 10])).toEqual([1, 2, 5, 10]);
  });

  it('gives no ticks for a range a log scale cannot hold', () => {
    expect(logTickValues([0, 10])).toEqual([]);
    expect(logTickValues([-1, 1])).toEqual([]);
  });
});

describe('padded', () => {
  it('gives a range of one value room either side, by a tenth of it or by one at zero', () => {
    expect(padded([5, 5], 'linear')).toEqual([4.5, 5.5]);
    expect(padded([0, 0], 'linear')).toEqual([-1, 1]);
    expect(padded([4, 4], 'log')).toEqual([2, 8]);
    expect(padded([1, 3], 'linear')).toEqual([1, 3]);
    expect(padded([0, 3], 'log')).toEqual([1, 10]);
  });
});

describe('wholeTicks', () => {
  it('ticks a count (matches played) at whole numbers only', () => {
    expect(wholeTicks(scaleLinear({ domain: [0, 3], range: [0, 300] }), 6)).toEqual([0, 1, 2, 3]);
    expect(wholeTicks(scaleLinear({ domain: [0, 40], range: [0, 300] }), 4)).toEqual([0, 10, 20, 30, 40]);
  });
});
