/** Smoothing weights run from 0 (none) to 0.99, as in TensorBoard and Weights & Biases. */
export const MAX_SMOOTHING = 0.99;

export function clampSmoothing(weight: number): number {
  return Number.isFinite(weight) ? Math.min(MAX_SMOOTHING, Math.max(0, weight)) : 0;
}

/**
 * Exponential moving average, debiased as TensorBoard does: without it the first values would be
 * pulled towards zero, because the average starts from nothing.
 */
export function emaSmooth(values: readonly number[], weight: number): number[] {
  const w = clampSmoothing(weight);
  if (w === 0) return [...values];
  let last = 0;
  return values.map((value, i) => {
    last = last * w + (1 - w) * value;
    return last / (1 - w ** (i + 1));
  });
}
