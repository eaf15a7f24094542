// Coding-agent sessions as the contract returns them, for machine, page and bench tests
// (docs/product.md, "The coding agent").
// Typed from the generated contract alone, so the benches (Node, no DOM) can import it too.
import type { components } from '../../../src/api/schema';
import { toPaged } from '../../../src/domain/paging';

type VibeSession = components['schemas']['VibeSession'];
type VibeStatus = components['schemas']['VibeStatus'];
type VibeSessionStatus = components['schemas']['VibeSessionStatus'];
type VibeFileDiff = components['schemas']['VibeFileDiff'];

export const VIBE_IDEA_ID = '00000000-0000-4000-8000-000000001002';
export const VIBE_SESSION_ID = '0e000000-0000-4000-8000-000000000001';

export function vibeSessionFixture(overrides: Partial<VibeSession> = {}): VibeSession {
  return {
    id: VIBE_SESSION_ID,
    ideaId: VIBE_IDEA_ID,
    ideaTitle: 'Drought-primed root microbes',
    sessionName: 'vibe/drought-primed-root-microbes-0e00',
    status: 'queued',
    engine: { kind: 'offline', label: 'Offline engine' },
    language: 'python',
    customInstructions: null,
    baseBranch: 'main',
    featureBranch: 'vibe/drought-primed-root-microbes-0e00',
    activities: [],
    checks: [],
    files: [],
    pullRequest: null,
    remote: { configured: false, pushed: false, url: null, error: null },
    error: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    ...overrides,
  };
}

/** The status answer around a session, as GET /v1/ideas/{id}/vibe/status gives it. */
export function vibeStatusFixture(session: VibeSession = vibeSessionFixture()): VibeStatus {
  return {
    ideaId: session.ideaId,
    julesSession: {
      sessionId: session.id,
      sessionName: session.sessionName,
      title: session.ideaTitle,
      status: session.status,
      createdAt: session.createdAt,
    },
    activitiesCount: session.activities.length,
    prFiles: session.files.map((f) => f.path),
    session,
  };
}

/** The idea's session list as GET /v1/vibe-sessions?ideaId=…&pageSize=1 gives it: its latest session, or none. */
export const vibeSessionPage = (latest: VibeSession | null) => toPaged(latest ? [latest] : [], latest ? 1 : 0, 0, 1);

export const vibeStatusOf = (status: VibeSessionStatus, overrides: Partial<VibeSession> = {}) =>
  vibeStatusFixture(vibeSessionFixture({ status, ...overrides }));

/** A finished session: a timeline, a passed, a failed and a skipped check, a ready PR and three files. */
export function completedVibeSession(overrides: Partial<VibeSession> = {}): VibeSession {
  return vibeSessionFixture({
    status: 'completed',
    startedAt: '2026-11-20T10:00:01.000Z',
    finishedAt: '2026-11-20T10:01:05.000Z',
    activities: [
      { at: '2026-11-20T10:00:02.000Z', kind: 'plan', message: 'Plan written: 3 files' },
      {
        at: '2026-11-20T10:00:10.000Z',
        kind: 'file',
        message: 'Wrote src/experiment/main.py',
        path: 'src/experiment/main.py',
      },
      { at: '2026-11-20T10:01:00.000Z', kind: 'checks', message: 'Checks run: 1 passed, 1 failed, 1 skipped' },
    ],
    checks: [
      { name: 'Python compiles', status: 'passed', summary: '3 files compile', output: 'compiled 3 files' },
      {
        name: 'Tests',
        status: 'failed',
        summary: '1 of 4 tests failed',
        output: 'FAILED tests/test_main.py::test_run',
      },
      { name: 'Lint', status: 'skipped', summary: 'ruff is not installed', output: '' },
    ],
    files: [
      { path: 'README.md', change: 'modified', additions: 12, deletions: 1, language: 'markdown' },
      { path: 'src/experiment/main.py', change: 'added', additions: 40, deletions: 0, language: 'python' },
      { path: 'tests/test_main.py', change: 'added', additions: 18, deletions: 0, language: 'python' },
    ],
    pullRequest: {
      title: 'Experiment: Drought-primed root microbes',
      description: '## What was built\n\nA **runnable** experiment project.',
      state: 'ready',
      commits: [{ sha: 'a1b2c3d', message: 'Add the experiment project' }],
      url: null,
    },
    ...overrides,
  });
}

/** Python source of `lines` lines: functions with a docstring, a loop and a return. */
export function pythonSource(lines: number): string[] {
  const body = (n: number) => [
    `def step_${n}(values: list[float]) -> float:`,
    `    """Step ${n} of the experiment."""`,
    '    total = 0.0',
    '    for value in values:',
    `        total += value * ${n} # weighted`,
    '    return total',
    '',
  ];
  const out: string[] = [];
  for (let n = 0; out.length < lines; n += 1) out.push(...body(n));
  return out.slice(0, lines);
}

/** The unified diff of a file added with `lines` lines, as git diff prints it. */
export function addedFileDiff(path: string, lines: string[]): string {
  return [
    `diff --git a/${path} b/${path}`,
    'new file mode 100644',
    'index 0000000..1111111',
    '--- /dev/null',
    `+++ b/${path}`,
    `@@ -0,0 +1,${lines.length} @@`,
    ...lines.map((line) => `+${line}`),
    '',
  ].join('\n');
}

export function vibeFileDiffFixture(path = 'src/experiment/main.py', lines = pythonSource(14)): VibeFileDiff {
  return { path, change: 'added', language: 'python', diff: addedFileDiff(path, lines) };
}

/** A modified file: one line changed in the middle of three. */
export function modifiedFileDiff(path = 'README.md'): VibeFileDiff {
  const diff = [
    `diff --git a/${path} b/${path}`,
    'index 1111111..2222222 100644',
    `--- a/${path}`,
    `+++ b/${path}`,
    '@@ -1,3 +1,3 @@',
    ' # Drought-primed root microbes',
    '-Nothing here yet.',
    '+Run `python -m experiment` to start.',
    ' ',
    '',
  ].join('\n');
  return { path, change: 'modified', language: 'markdown', diff };
}
