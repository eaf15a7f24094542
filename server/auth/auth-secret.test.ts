import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './auth-secret';

const EMBEDDED = { kind: 'pglite' };
let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'labforge-secret-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('resolveAuthSecret', () => {
  it('uses AUTH_SECRET when given, and refuses a short one', async () => {
    const secret = 's'.repeat(40);
    expect(await resolveAuthSecret({ dataDir, database: EMBEDDED, auth: { secret } })).toBe(secret);
    await expect(resolveAuthSecret({ dataDir, database: EMBEDDED, auth: { secret: 'short' } })).rejects.toThrow(
      /AUTH_SECRET/,
    );
  });

  it('generates one, keeps it owner-only, and answers the same one after a restart', async () => {
    const first = await resolveAuthSecret({ dataDir, database: EMBEDDED, auth: { secret: null } });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await stat(path.join(dataDir, 'auth-secret'))).mode & 0o777).toBe(0o600);
    expect(await resolveAuthSecret({ dataDir, database: EMBEDDED, auth: { secret: null } })).toBe(first);
  });

  it('refuses a stored secret too short to trust', async () => {
    await writeFile(path.join(dataDir, 'auth-secret'), 'tiny');
    await expect(resolveAuthSecret({ dataDir, database: EMBEDDED, auth: { secret: null } })).rejects.toThrow(
      /no usable secret/,
    );
  });
});
