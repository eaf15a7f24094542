import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { checkIsolationOf } from './check-isolation';

// What the checks' output is scrubbed of: every secret the server was given or keeps.

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('checkIsolationOf', () => {
  it('scrubs the kept access-token key, the model keys, GitHub’s token and the remote’s password', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'labforge-isolation-'));
    dirs.push(dataDir);
    const config = loadConfig({
      DATA_DIR: dataDir,
      LLM_BASE_URL: 'http://127.0.0.1:1/v1',
      LLM_MODEL: 'm',
      LLM_API_KEY: 'sk-default',
      LLM_CODING_BASE_URL: 'http://127.0.0.1:2/v1',
      LLM_CODING_API_KEY: 'sk-coding',
      VIBE_GIT_REMOTE: 'https://bot:pa%24%24word@git.example.com/x.git',
      VIBE_GITHUB_TOKEN: 'ghp_secret',
      VIBE_GITHUB_REPOSITORY: 'o/x',
      VIBE_UNSANDBOXED_CHECKS: 'true',
      VIBE_BWRAP_PATH: '/opt/bwrap',
    });
    const isolation = checkIsolationOf(config);
    expect(isolation).toMatchObject({ bwrap: '/opt/bwrap', allowUnsandboxed: true });
    const secrets = await isolation.secrets();
    const kept = readFileSync(join(dataDir, 'auth-secret'), 'utf8').trim();
    for (const secret of [kept, 'sk-default', 'sk-coding', 'ghp_secret', 'pa$$word']) expect(secrets).toContain(secret);
  });

  it('scrubs AUTH_SECRET when it is given', async () => {
    const secret = 'a'.repeat(40);
    const config = loadConfig({ AUTH_SECRET: secret, DATA_DIR: '/nonexistent-labforge' });
    expect(await checkIsolationOf(config).secrets()).toContain(secret);
    expect(checkIsolationOf(config)).toMatchObject({ bwrap: 'bwrap', allowUnsandboxed: false });
  });
});
