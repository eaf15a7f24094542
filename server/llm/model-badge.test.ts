import { describe, expect, it } from 'vitest';
import { deriveModelBadge, OFFLINE_BADGE } from './model-badge';

describe('deriveModelBadge', () => {
  it('says offline engine when no model is configured', () => {
    expect(deriveModelBadge(null)).toEqual(OFFLINE_BADGE);
    expect(deriveModelBadge('  ')).toEqual(OFFLINE_BADGE);
  });

  it.each([
    ['llama3.1:8b', 'Llama', '8b'],
    ['qwen2.5:14b-instruct', 'Qwen', '14b-instruct'],
    ['mistral:latest', 'Mistral', 'default'],
    ['gpt-4o-mini', 'GPT', '4o-mini'],
    ['meta-llama/Llama-3.1-70B-Instruct', 'Llama', '70b'],
    ['anthropic/claude-3.5-sonnet', 'Claude', '3.5-sonnet'],
    ['deepseek-r1:7b', 'DeepSeek', '7b'],
    ['mymodel', 'Mymodel', 'default'],
  ])('%s → %s %s', (model, family, tier) => {
    expect(deriveModelBadge(model)).toEqual({ offline: false, family, tier, label: `${family} ${tier}`, model });
  });
});
