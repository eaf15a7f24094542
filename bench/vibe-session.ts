// An offline coding session, end to end through the real server (docs/testing.md, "Budgets"):
// from POST /v1/ideas/{id}/vibe to a completed pull request, with its repository written, one
// commit per file, and its checks (python3 compiling and running the tests) run. Median of three.
import { performance } from 'node:perf_hooks';
import type { BenchResult } from './run';
import { signIn, startBenchServer } from './server';
import { percentile } from './stats';

const RUNS = 3;
// The budget: an offline session is a template project, done in seconds.
const BUDGET_MS = 5000;

export async function benchVibeSession(): Promise<BenchResult> {
  const server = await startBenchServer();
  try {
    const user = await signIn(server.app, 'vibe-session@example.org');
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const response = await server.app.inject({ method, url, headers: user.headers, ...(payload && { payload }) });
      if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json();
    };
    const workspace = await call('POST', '/v1/workspaces', { name: 'Cardiology lab' });
    const goal = await call('POST', `/v1/workspaces/${workspace.id}/goals`, {
      title: 'Reduce hospital readmissions for heart failure patients',
      workspaceId: workspace.id,
    });
    await call('POST', `/v1/workspaces/${workspace.id}/goals/${goal.id}/start`, {
      goalId: goal.id,
      answerGenerationMode: 'IDEA_FORGE',
      overrides: { numberOfIdeas: 2, rounds: 1 },
    });
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const idea = await call('POST', `/v1/ideas/create-for-goal/${goal.id}`, {
        title: `Nurse-led follow-up calls, cohort ${run + 1}`,
        summary: 'Weekly calls by a nurse in the month after discharge reduce readmissions.',
      });
      const started = performance.now();
      const queued = await call('POST', `/v1/ideas/${idea.id}/vibe`, {});
      for (;;) {
        const session = await call('GET', `/v1/vibe-sessions/${queued.julesSession.sessionId}`);
        if (session.status === 'completed') break;
        if (['failed', 'cancelled'].includes(session.status))
          throw new Error(`coding session ${session.status}: ${session.error}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      times.push(performance.now() - started);
    }
    const measured = percentile(times, 50);
    return {
      name: 'offline coding session: POST …/vibe to a completed pull request (repository, commits, checks)',
      measured: `${Math.round(measured)} ms`,
      budget: `<= ${BUDGET_MS} ms`,
      ratio: BUDGET_MS / measured,
    };
  } finally {
    await server.close();
  }
}
