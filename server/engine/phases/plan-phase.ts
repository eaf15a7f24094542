import { detectField } from '../offline/fields/field-detection';
import { planFeedback, planOutcomes } from '../plan-feedback';
import type { ResearchPlan } from '../types';
import type { Phase } from './phase';

// Safety screen first: a refused goal ends the session before any idea is generated.
// The plan also says what the engine made of the researchers' feedback on the goal so far, and of
// the goal's measured outcomes.
export const planPhase: Phase = async ({ agents, ctx }) => {
  const input = ctx.goal;
  const planned = await agents.plan(input, ctx);
  // Both engines record the field the goal was read as; the session page names it.
  const plan: ResearchPlan = { ...planned, field: planned.field !== undefined ? planned.field : detectField(input) };
  if (input.feedback?.length) plan.feedback = planFeedback(agents.engine, plan, input.feedback);
  if (input.outcomes?.length) plan.outcomes = planOutcomes(agents.engine, plan, input.outcomes);
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
