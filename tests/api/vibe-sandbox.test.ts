import { describe, expect, it } from 'vitest';
import { SANDBOX_WARNINGS } from '../../server/health/sandbox-check';
import { NO_SANDBOX } from '../../server/vibe/checks/check-types';
import { createTestApp, signIn } from '../support/api/harness';
import { plainIdea, triggerVibe, vibeTestApp, waitForVibe } from '../support/api/vibe-support';

// The coding agent's checks and the sandbox they need: where none starts, a session's checks are
// skipped and say so, and the readiness report tells the administrator, without making the
// server unready; choosing to run them without a sandbox is said there too.

const NO_BWRAP = { VIBE_BWRAP_PATH: '/nonexistent/labforge/bwrap' };

async function readiness(env: Record<string, string>) {
  const t = await createTestApp({ env });
  try {
    const response = await t.app.inject({ method: 'GET', url: '/v1/health/ready' });
    return { statusCode: response.statusCode, body: response.json() };
  } finally {
    await t.close();
  }
}

describe('GET /v1/health/ready and the checks’ sandbox', () => {
  it('says nothing where the sandbox starts', async () => {
    const { statusCode, body } = await readiness({});
    expect(statusCode).toBe(200);
    expect(body).not.toHaveProperty('warnings');
  });

  it('warns, still ready, that checks are skipped where no sandbox starts', async () => {
    const { statusCode, body } = await readiness(NO_BWRAP);
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ status: 'ok', warnings: [SANDBOX_WARNINGS.skipped] });
  });

  it('warns that checks run without a sandbox when the administrator chose so', async () => {
    const { body } = await readiness({ ...NO_BWRAP, VIBE_UNSANDBOXED_CHECKS: 'true' });
    expect(body.warnings).toEqual([SANDBOX_WARNINGS.unsandboxed]);
  });
});

describe('a coding session where no sandbox starts', () => {
  it('finishes with its checks skipped, saying why', async () => {
    const t = await vibeTestApp({ env: NO_BWRAP });
    try {
      const ada = await signIn(t.app);
      const idea = await plainIdea(t.app, ada, 'Checked nowhere');
      const id = (await triggerVibe(t.app, ada, idea.id)).json().julesSession.sessionId;
      const session = await waitForVibe(t.app, ada, id);
      expect(session.checks.map((c) => [c.name, c.status, c.summary])).toEqual([
        ['Python compiles', 'skipped', NO_SANDBOX],
        ['Tests', 'skipped', NO_SANDBOX],
      ]);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('runs its checks without one when the administrator chose so', async () => {
    const t = await vibeTestApp({ env: { ...NO_BWRAP, VIBE_UNSANDBOXED_CHECKS: 'true' } });
    try {
      const ada = await signIn(t.app);
      const idea = await plainIdea(t.app, ada, 'Checked openly');
      const id = (await triggerVibe(t.app, ada, idea.id)).json().julesSession.sessionId;
      const session = await waitForVibe(t.app, ada, id);
      expect(session.checks.map((c) => [c.name, c.status])).toEqual([
        ['Python compiles', 'passed'],
        ['Tests', 'passed'],
      ]);
    } finally {
      await t.close();
    }
  }, 60_000);
});
