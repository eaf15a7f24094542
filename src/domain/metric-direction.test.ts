import { describe, expect, it } from 'vitest';
import { defaultMetricDirection } from './metric-direction';

describe('the direction a metric name implies', () => {
  it.each([
    ['loss', 'minimize'],
    ['val_loss', 'minimize'],
    ['train/loss', 'minimize'],
    ['valLoss', 'minimize'],
    ['error', 'minimize'],
    ['test_error', 'minimize'],
    ['rmse', 'minimize'],
    ['val_rmse', 'minimize'],
    ['mae', 'minimize'],
    ['mse', 'minimize'],
    ['perplexity', 'minimize'],
    ['eval.wer', 'minimize'],
    ['latency_ms', 'minimize'],
    ['step_time', 'minimize'],
    ['Time to result', 'minimize'],
    ['cost', 'minimize'],
    ['Cost of the experiment', 'minimize'],
    ['Prediction error (RMSE)', 'minimize'],
    ['accuracy', 'maximize'],
    ['val_accuracy', 'maximize'],
    ['f1', 'maximize'],
    ['macro-F1', 'maximize'],
    ['auc', 'maximize'],
    ['r2', 'maximize'],
    ['precision', 'maximize'],
    ['recall', 'maximize'],
    ['bleu', 'maximize'],
    ['samples_per_second', 'maximize'],
    ['tokens/per/sec', 'maximize'],
    ['throughput', 'maximize'],
  ] as const)('%s: %s', (name, direction) => {
    expect(defaultMetricDirection(name)).toBe(direction);
  });

  it('takes the last word it knows, so a loss of accuracy goes down and an error score goes up', () => {
    expect(defaultMetricDirection('accuracy_loss')).toBe('minimize');
    expect(defaultMetricDirection('error_score')).toBe('maximize');
  });

  it('calls an unknown name higher-is-better, as a score', () => {
    expect(defaultMetricDirection('temperature')).toBe('maximize');
    expect(defaultMetricDirection('x')).toBe('maximize');
  });
});
