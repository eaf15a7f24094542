import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanOutcomesList } from './plan-feedback';

// The session's plan lists the goal's measured outcomes it read (docs/engine.md, "Outcomes").

describe('the measured outcomes in the plan', () => {
  it('says what worked, what failed, and what the engine did with each', () => {
    render(
      <PlanOutcomesList
        outcomes={[
          {
            text: '“Nurse calls” (accuracy 0.9, higher is better) worked: 0.1 better than the median 0.8 of 3 ideas measured on it.',
            applied: true,
            how: 'Ideas using Telephone follow-up are favoured, because this idea worked.',
          },
          {
            text: '“Scales at home” (accuracy 0.8, higher is better) was at the median 0.8 of 3 ideas measured on it.',
            applied: false,
            how: 'Nothing to learn from it yet: it is not better or worse than the others.',
          },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Measured outcomes this session read' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent(
      '“Nurse calls” (accuracy 0.9, higher is better) worked: 0.1 better than the median 0.8 of 3 ideas measured on it.Applied',
    );
    expect(items[0]).toHaveTextContent('Ideas using Telephone follow-up are favoured, because this idea worked.');
    expect(items[1]).toHaveTextContent('Not usedNothing to learn from it yet');
  });
});
