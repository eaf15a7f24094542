// A plan for a test-management tool: Markdown (headings, numbered steps) or JSON.
import type { TestPath, TestPlan } from './types';

export const STATE_PATHS_HEADING = 'Shortest paths to every state';
export const TRANSITION_PATHS_HEADING = 'Paths covering every transition';

/** '12 states, 31 transitions, all covered', or what is not. */
export function planSummary(plan: TestPlan): string {
  const coverage = plan.uncovered.length === 0 ? 'all covered' : `${plan.uncovered.length} not covered by any path`;
  return `${plan.states.length} states, ${plan.transitions.length} transitions, ${coverage}`;
}

function pathMarkdown(path: TestPath): string[] {
  return [
    `### ${path.title}`,
    '',
    ...(path.given ? [`Given ${path.given}.`, ''] : []),
    ...path.steps.map((step, i) => `${i + 1}. ${step.description} → \`${step.expected}\``),
    '',
  ];
}

export function toMarkdown(plan: TestPlan): string {
  const section = (heading: string, kind: TestPath['kind']) => [
    `## ${heading}`,
    '',
    ...plan.paths.filter((path) => path.kind === kind).flatMap(pathMarkdown),
  ];
  return [
    `# Test plan: ${plan.machineId}`,
    '',
    planSummary(plan),
    '',
    ...section(STATE_PATHS_HEADING, 'state'),
    ...section(TRANSITION_PATHS_HEADING, 'transition'),
    ...(plan.uncovered.length ? ['## Not covered', '', ...plan.uncovered.map((id) => `- ${id}`), ''] : []),
  ].join('\n');
}

/** Errors become { name, message, status } so a sample failure survives JSON. */
const replacer = (_key: string, value: unknown) =>
  value instanceof Error
    ? { name: value.name, message: value.message, ...('status' in value && { status: value.status }) }
    : value;

export function toJson(plan: TestPlan): string {
  return JSON.stringify(plan, replacer, 2);
}
