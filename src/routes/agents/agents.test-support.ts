import type { AgentDetail, AgentRun, AgentSummary } from '../../api/queries/agents';

// Agents as the server answers them, for the gallery's component tests.

export const WORKSPACE_ID = '0a000000-0000-4000-8000-0000000000aa';
export const SESSION_ID = '0a000000-0000-4000-8000-0000000000bb';
export const IDEA_ID = '0a000000-0000-4000-8000-0000000000cc';

const NO_USAGE: AgentSummary['usage'] = {
  runs: 0,
  calls: 0,
  tokens: 0,
  failures: 0,
  averageLatencyMs: null,
  lastRunAt: null,
};

export function agentSummary(overrides: Partial<AgentSummary> = {}): AgentSummary {
  return {
    id: 'ranking',
    name: 'Ranking agent',
    description: 'Plays the tournament: pairs ideas and judges each pair in both orders.',
    model: { kind: 'offline', label: 'Offline engine' },
    usage: NO_USAGE,
    ...overrides,
  };
}

export function agentRun(overrides: Partial<AgentRun> = {}): AgentRun {
  return {
    id: '0a000000-0000-4000-8000-000000000001',
    startedAt: '2026-11-20T10:00:00.000Z',
    durationMs: 1250,
    calls: 4,
    tokens: 600,
    ok: true,
    error: null,
    subject: {
      kind: 'session',
      id: SESSION_ID,
      label: 'Reduce hospital readmissions',
      sessionId: null,
      workspaceId: WORKSPACE_ID,
      ideaId: null,
    },
    ...overrides,
  };
}

export function agentDetail(overrides: Partial<AgentDetail> = {}): AgentDetail {
  return {
    ...agentSummary(),
    responsibilities: ['Judges every pair twice, in both orders.', 'Updates Elo after each match.'],
    prompts: [
      { name: 'Single comparison', template: '── user ──\nTASK: compare\nFirst idea: {first idea title}' },
      { name: 'Debate', template: '── user ──\nWrite a debate of {turns} turns' },
    ],
    recentRuns: [],
    ...overrides,
  };
}
