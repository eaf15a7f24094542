// Which way is better for a metric nobody declared a direction for, read from its name
// (docs/product.md, "Leaderboards"): losses, errors, times and costs go down, scores go up.
// The server ranks boards by it and the experiment page proposes it. Pure, no I/O.
import type { MetricDirection } from './run-lifecycle';

const LOWER = new Set([
  ...['loss', 'losses', 'error', 'errors', 'err', 'rmse', 'mse', 'mae', 'mape', 'smape', 'rmsle', 'msle'],
  ...['nll', 'perplexity', 'ppl', 'bpc', 'bpd', 'wer', 'cer', 'ter', 'eer', 'fpr', 'fnr', 'fid', 'kl'],
  ...['divergence', 'distance', 'regret', 'latency', 'time', 'duration', 'runtime', 'seconds', 'sec', 'ms'],
  ...['cost', 'price', 'memory', 'mem'],
]);

const HIGHER = new Set([
  ...['accuracy', 'acc', 'f1', 'auc', 'roc', 'r2', 'precision', 'recall', 'bleu', 'rouge', 'meteor', 'map'],
  ...['iou', 'miou', 'dice', 'ndcg', 'mrr', 'hits', 'psnr', 'ssim', 'tpr', 'sensitivity', 'specificity'],
  ...['reward', 'return', 'score', 'throughput', 'yield', 'power'],
]);

/** A key's words, lower case: `val/loss`, `valLoss` and `val_loss` all read as "val loss". */
function wordsOf(name: string): string[] {
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return spaced
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The direction a metric's name implies: the last known word before any "per" decides; maximize when none is known. */
export function defaultMetricDirection(name: string): MetricDirection {
  const words = wordsOf(name);
  // In "samples_per_second" the time is the denominator: more per second is better.
  const per = words.indexOf('per');
  const measured = per === -1 ? words : words.slice(0, per);
  for (const word of measured.reverse()) {
    if (LOWER.has(word)) return 'minimize';
    if (HIGHER.has(word)) return 'maximize';
  }
  return 'maximize';
}
