import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { sessionSteps } from '../../server/db/schema/coscientist';
import { ideas, matches, reviews } from '../../server/db/schema/ideas';
import { createGoal, startSession, waitForSession } from '../support/api/engine-support';
import { signIn, testConfig, testDatabase } from '../support/api/harness';

// A server stopped in the middle of a session's tournament: a new server on the same database
// resumes the session where it stopped, and nothing is written twice.

const apps: Array<{ close: () => Promise<void> }> = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe('a session interrupted by a restart', () => {
  it('resumes mid-tournament on a new app and completes with no duplicate rows', async () => {
    const database = await testDatabase();
    const PAUSE_AT = 'r1:tournament:1';
    let reached!: () => void;
    const paused = new Promise<void>((resolve) => (reached = resolve));
    const first = await buildApp({
      config: testConfig(),
      database,
      engineHooks: {
        // Holds the step until the app closes, as a step caught mid-flight by a restart would be.
        beforeStep: (_session, step, signal) =>
          step !== PAUSE_AT
            ? Promise.resolve()
            : new Promise((_resolve, reject) => {
                reached();
                signal.addEventListener('abort', () => reject(signal.reason), { once: true });
              }),
      },
    });
    await first.ready();
    const ada = await signIn(first);
    const ids = await createGoal(first, ada);
    const { id } = await startSession(first, ada, ids, { numberOfIdeas: 4, rounds: 2 });
    await paused;
    const stepsBefore = await database.db.select().from(sessionSteps).where(eq(sessionSteps.sessionId, id));
    expect(stepsBefore.map((s) => s.step)).toContain('r1:tournament:0');
    expect(stepsBefore.map((s) => s.step)).not.toContain(PAUSE_AT);
    await first.close();

    const second = await buildApp({ config: testConfig(), database });
    apps.push(second);
    await second.ready();
    const done = await waitForSession(second, ada, id);
    expect(done.status).toBe('completed');

    const steps = (await database.db.select().from(sessionSteps).where(eq(sessionSteps.sessionId, id))).map(
      (s) => s.step,
    );
    expect(steps).toContain(PAUSE_AT);
    expect(steps).toContain('finish');
    const ideaRows = await database.db.select().from(ideas).where(eq(ideas.sessionId, id));
    const made = ideaRows.map((i) => `${i.round}|${i.strategy}|${i.title}`);
    expect(new Set(made).size).toBe(made.length);
    const reviewRows = await database.db.select().from(reviews).where(eq(reviews.sessionId, id));
    for (const idea of ideaRows.filter((i) => !i.duplicateOf || reviewRows.some((r) => r.ideaId === i.id))) {
      // One reflection per idea: five reviews, plus tournament reviews for leaders.
      expect(reviewRows.filter((r) => r.ideaId === idea.id && r.type !== 'tournament')).toHaveLength(5);
    }
    const matchRows = await database.db.select().from(matches).where(eq(matches.sessionId, id));
    for (const batch of new Set(matchRows.map((m) => `${m.round}:${m.batch}`))) {
      const players = matchRows.filter((m) => `${m.round}:${m.batch}` === batch).flatMap((m) => [m.ideaA, m.ideaB]);
      expect(new Set(players).size).toBe(players.length);
    }
    expect(new Set(matchRows.map((m) => `${m.round}:${m.batch}`))).toEqual(new Set(['1:0', '1:1', '2:0', '2:1']));
    const progress = await second.inject({
      method: 'GET',
      url: `/v1/workspaces/${ids.workspaceId}/goals/${ids.goalId}/sessions/${id}/progress`,
      headers: ada.headers,
    });
    expect(progress.json().counts.matches).toBe(matchRows.length);
  });
});
