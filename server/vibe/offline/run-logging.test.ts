import { describe, expect, it } from 'vitest';
import type { VibeBrief, WrittenFile } from '../vibe-types';
import { createOfflineCodingAgent } from './offline-agent';
import { CONVERTED_BRIEF, METHODOLOGY_BRIEF } from './offline-test-briefs';

// The offline agent's project logs its run to Labforge (docs/product.md, "The coding agent"):
// a tracking module and its tests in either language, read from the environment only, and a
// README that says how to set the variables, never a token. The project's own checks run these
// tests (offline-agent.test.ts); tests/api/vibe-run-logging.test.ts runs it against the server.

const signal = new AbortController().signal;
const agent = createOfflineCodingAgent();
const JAVASCRIPT = 'Write it in JavaScript for Node.';

async function filesOf(brief: VibeBrief) {
  const plan = await agent.plan(brief, { signal });
  const files: WrittenFile[] = [];
  for (const file of plan.files) files.push(await agent.writeFile(brief, plan, file, files, { signal }));
  return { plan, files, text: (path: string) => files.find((f) => f.path.endsWith(path))!.content };
}

describe("the generated project's run logging", () => {
  it.each([
    ['python', null, ['/tracking.py', 'tests/test_tracking.py']],
    ['javascript', JAVASCRIPT, ['src/tracking.js', 'test/tracking.test.js']],
  ] as const)(
    'plans a %s tracking module and its tests, and the entry point uses it',
    async (_, instructions, paths) => {
      const { plan, text } = await filesOf({ ...CONVERTED_BRIEF, customInstructions: instructions });
      for (const path of paths)
        expect(
          plan.files.some((f) => f.path.endsWith(path)),
          path,
        ).toBe(true);
      const tracking = text(paths[0]);
      for (const variable of ['LABFORGE_TOKEN', 'LABFORGE_URL', 'LABFORGE_EXPERIMENT_ID']) {
        expect(tracking).toContain(variable);
      }
      expect(tracking).toContain('/v1/runs/');
      expect(text(instructions ? 'src/main.js' : '/main.py')).toMatch(/start_tracking|startTracking/);
    },
  );

  it('reads only the standard library: urllib.request in Python, fetch in Node', async () => {
    const python = (await filesOf(CONVERTED_BRIEF)).text('/tracking.py');
    const imports = [...python.matchAll(/^(?:import|from) ([\w.]+)/gm)].map((m) => m[1]);
    expect(imports.sort()).toEqual([
      'json',
      'math',
      'os',
      're',
      'sys',
      'unicodedata',
      'urllib.error',
      'urllib.request',
    ]);
    const javascript = (await filesOf({ ...CONVERTED_BRIEF, customInstructions: JAVASCRIPT })).text('src/tracking.js');
    expect(javascript).not.toMatch(/^import /m);
    expect(javascript).toContain('fetch');
  });

  it("tells in the README how to log, with the converted idea's experiment id", async () => {
    const readme = (await filesOf(CONVERTED_BRIEF)).text('README.md');
    expect(readme).toContain('## Log runs to Labforge');
    expect(readme).toContain(`export LABFORGE_EXPERIMENT_ID=${CONVERTED_BRIEF.experiment!.id}`);
    expect(readme).toContain('export LABFORGE_TOKEN=lf_pat_…');
    expect(readme).toMatch(/PYTHONPATH=src python3 -m \w+\.main --data-dir data --out results\.json\n```/);
  });

  it('says where to find the experiment id when the idea was not converted', async () => {
    const readme = (await filesOf(METHODOLOGY_BRIEF)).text('README.md');
    expect(readme).toContain('export LABFORGE_EXPERIMENT_ID=<the experiment id, from its page in Labforge>');
  });

  it('writes no token into any file', async () => {
    for (const brief of [CONVERTED_BRIEF, { ...CONVERTED_BRIEF, customInstructions: JAVASCRIPT }]) {
      const { files } = await filesOf(brief);
      for (const file of files) expect(file.content, file.path).not.toMatch(/lf_pat_[A-Za-z0-9_-]{8,}/);
    }
  });
});
