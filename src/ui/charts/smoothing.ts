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

/**
 * The same average, read only at `indexes` (ascending): what a downsampled line needs, without a
 * smoothed copy of every point.
 */
export function emaSmoothAt(values: ArrayLike<number>, indexes: readonly number[], weight: number): number[] {
  const w = clampSmoothing(weight);
  const picked = new Array<number>(indexes.length);
  let last = 0;
  let next = 0;
  for (let i = 0; next < indexes.length; i++) {
    last = last * w + (1 - w) * values[i];
    if (i !== indexes[next]) continue;
    picked[next] = last / (1 - w ** (i + 1));
    next += 1;
  }
  return picked;
}
