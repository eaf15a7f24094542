import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { isTerminalVibeStatus } from '../../../src/domain/vibe-status';
import { buildApp } from '../../../server/app';
import { runGit } from '../../../server/vibe/git';
import type { VibeHooks } from '../../../server/vibe/job/job-run';
import type { VibeSession } from '../../../server/vibe/vibe-session-view';
import type { CodingAgent } from '../../../server/vibe/vibe-types';
import { completedSessionIdeas, convert, selectIdea } from './conversion-support';
import { createGoal, startSession } from './engine-support';
import { testConfig, testDatabase, type SignedIn, type TestApp } from './harness';
import { upload, weatherCsv } from './uploads';

// Shared by the coding agent's API tests: an app whose DATA_DIR is a directory of its own (the
// repositories land there), ideas to hand to the agent, and waits on a session's status.

export interface VibeTestApp extends TestApp {
  dataDir: string;
}

export async function vibeTestApp(
  options: {
    startWorkers?: boolean;
    vibeHooks?: VibeHooks;
    vibeAgent?: CodingAgent;
    dataDir?: string;
    env?: Record<string, string>;
  } = {},
): Promise<VibeTestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'labforge-vibe-'));
  const database = await testDatabase();
  const app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir, ...options.env }),
    database,
    startWorkers: options.startWorkers,
    vibeHooks: options.vibeHooks,
    vibeAgent: options.vibeAgent,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    dataDir,
    close: async () => {
      await app.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An idea the user wrote by hand on a goal with a session: no methodology, no conversion. */
export async function plainIdea(app: FastifyInstance, who: SignedIn, title = 'Nurse-led follow-up calls') {
  const ids = await createGoal(app, who);
  await startSession(app, who, ids, { numberOfIdeas: 2, rounds: 1 });
  const created = await app.inject({
    method: 'POST',
    url: `/v1/ideas/create-for-goal/${ids.goalId}`,
    headers: who.headers,
    payload: { title, summary: 'Weekly calls by a nurse after discharge reduce readmissions.' },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string; title: string };
}

/** An idea of a finished offline session, converted, with an uploaded CSV attached. */
export async function convertedIdea(app: FastifyInstance, who: SignedIn) {
  const { ideas } = await completedSessionIdeas(app, who, 2);
  const idea = ideas[0];
  await selectIdea(app, who, idea);
  const converted = await convert(app, who, { ideaIds: [idea.id] });
  expect(converted.json().conversionResults[0], converted.body).toMatchObject({ success: true });
  const uploaded = await upload(app, who, weatherCsv());
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const attached = await app.inject({
    method: 'POST',
    url: `/v1/ideas/${idea.id}/datasets`,
    headers: who.headers,
    payload: { datasetId: uploaded.json().datasetId },
  });
  expect(attached.statusCode, attached.body).toBe(201);
  return idea;
}

export const triggerVibe = (app: FastifyInstance, who: SignedIn, ideaId: string, payload?: object) =>
  app.inject({ method: 'POST', url: `/v1/ideas/${ideaId}/vibe`, headers: who.headers, ...(payload && { payload }) });

export const vibeStatus = (app: FastifyInstance, who: SignedIn, ideaId: string) =>
  app.inject({ method: 'GET', url: `/v1/ideas/${ideaId}/vibe/status`, headers: who.headers });

/**
 * Polls the session until `until` holds (by default: it has finished). The limit is a hang guard:
 * a session runs its checks in child processes, which take 15–30 s with four API files at once on
 * two cores, so it leaves room under the 60 s test timeout rather than measuring speed.
 */
export async function waitForVibe(
  app: FastifyInstance,
  who: SignedIn,
  id: string,
  until: (s: VibeSession) => boolean = (s) => isTerminalVibeStatus(s.status),
  timeoutMs = 45_000,
): Promise<VibeSession> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `/v1/vibe-sessions/${id}`, headers: who.headers });
    expect(response.statusCode, response.body).toBe(200);
    const session = response.json() as VibeSession;
    if (until(session)) return session;
    if (Date.now() > deadline) throw new Error(`coding session ${id} still ${session.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** git in a directory the test owns (a produced repository, a clone). */
export const git = (dir: string, ...args: string[]) => runGit(args, { cwd: dir });

export const repositoryOf = (dataDir: string, vibeSessionId: string) => join(dataDir, 'vibe', vibeSessionId);

/**
 * Holds every session's job before the steps `holds` matches until open() is called; a held job
 * whose session is cancelled or whose server stops fails the step as it would mid-work.
 */
export function createStepGate(holds: (step: string) => boolean) {
  let isOpen = false;
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  const reached = new Set<string>();
  const stopped = new Set<string>();
  const hooks: VibeHooks = {
    beforeStep: async (vibeSessionId, step, signal) => {
      if (isOpen || !holds(step)) return;
      reached.add(vibeSessionId);
      await new Promise<void>((resolve, reject) => {
        signal.addEventListener(
          'abort',
          () => {
            stopped.add(vibeSessionId);
            reject(signal.reason);
          },
          { once: true },
        );
        void opened.then(resolve);
      });
    },
  };
  const until = async (set: Set<string>, id: string, what: string, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!set.has(id)) {
      if (Date.now() > deadline) throw new Error(`coding session ${id} never ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    hooks,
    open() {
      isOpen = true;
      release();
    },
    /** Resolves once the session's job is held at the gate. */
    reached: (vibeSessionId: string) => until(reached, vibeSessionId, 'reached the gate'),
    /** Resolves once the held job was stopped there (cancelled, or its server closed). */
    stopped: (vibeSessionId: string) => until(stopped, vibeSessionId, 'stopped at the gate'),
  };
}
