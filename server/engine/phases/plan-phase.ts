import { detectField } from '../offline/fields/field-detection';
import { goalInput, type Phase } from './phase';

// Safety screen first: a refused goal ends the session before any idea is generated.
export const planPhase: Phase = async ({ agents, goal, ctx }) => {
  const input = goalInput(goal);
  const planned = await agents.plan(input, ctx);
  // Both engines record the field the goal was read as; the session page names it.
  const plan = { ...planned, field: planned.field !== undefined ? planned.field : detectField(input) };
  if (!plan.safety.ok) {
    return {
      message: 'The goal did not pass the safety screen',
      fail: `The goal did not pass the safety screen: ${plan.safety.concerns.join('; ') || 'no reason given'}`,
      session: { plan },
    };
  }
  return {
    session: { plan },
    message: `Planned the research${plan.field ? ` as ${plan.field.name}` : ''}: criteria ${plan.criteria.map((c) => c.name).join(', ')}; ${plan.constraints.length} constraint${plan.constraints.length === 1 ? '' : 's'}; key terms ${plan.keywords.slice(0, 5).join(', ')}`,
  };
};
