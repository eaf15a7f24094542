import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

// The access-token key: AUTH_SECRET when given, else one generated once and kept beside the data
// (owner-only) so a restart keeps everyone signed in.

const MIN_SECRET_LENGTH = 32;

export async function resolveAuthSecret(config: { dataDir: string; auth: { secret: string | null } }): Promise<string> {
  if (config.auth.secret) {
    if (config.auth.secret.length < MIN_SECRET_LENGTH) {
      throw new Error(`AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    }
    return config.auth.secret;
  }
  const file = path.join(config.dataDir, 'auth-secret');
  await mkdir(config.dataDir, { recursive: true });
  const fresh = randomBytes(48).toString('base64url');
  try {
    // 'wx' fails when the file exists, so two processes starting together agree on one secret.
    await writeFile(file, fresh, { mode: 0o600, flag: 'wx' });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = (await readFile(file, 'utf8')).trim();
  if (stored.length < MIN_SECRET_LENGTH) throw new Error(`${file} holds no usable secret; delete it to generate one`);
  return stored;
}
