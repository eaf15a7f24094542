import { createLTTB } from 'downsample';
import { lttbIndexes } from './lttb';

// The package is kept as the reference this implementation must agree with.
describe('lttbIndexes', () => {
  it("chooses the points the downsample package's LTTB chooses, on uneven steps and noisy values", () => {
    // Noise in [0, 1) that is the same on every run.
    const noise = (i: number) => Math.abs(Math.sin(i * 12.9898) * 43_758.5453) % 1;
    const xs: number[] = [];
    const ys: number[] = [];
    for (let i = 0, x = 0; i < 20_011; i++, x += noise(i) * 3) {
      xs.push(x);
      ys.push(Math.sin(i / 700) * 5 + noise(i + 0.5) - 0.5);
    }
    const packaged = createLTTB<number>({ x: (i: number) => xs[i], y: (i: number) => ys[i] });
    const all = xs.map((_, i) => i);
    for (const target of [3, 4, 97, 640, 1_999]) {
      expect(Array.from(lttbIndexes(xs, ys, target))).toEqual(Array.from(packaged(all, target) as ArrayLike<number>));
    }
  });
});
