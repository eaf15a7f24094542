/**
 * A seeded generator (mulberry32), so the demo data is the same on every render and every
 * visit: a chart change shows as a change in the picture, not as new noise.
 */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** Normally distributed, mean 0 and standard deviation 1 (Box–Muller). */
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const between = (low: number, high: number) => low + (high - low) * next();
  return { next, normal, between };
}
