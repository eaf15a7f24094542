import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { appSecrets } from '../db/schema/runtime';

// The access-token key: AUTH_SECRET when given, else one generated once and kept so a restart
// keeps everyone signed in: in PostgreSQL, where every instance of a deployment finds the same
// one, or beside the embedded data (owner-only).

const MIN_SECRET_LENGTH = 32;

type SecretConfig = { dataDir: string; auth: { secret: string | null }; database: { kind: string } };

export async function resolveAuthSecret(config: SecretConfig, db?: Database): Promise<string> {
  if (config.auth.secret) {
    if (config.auth.secret.length < MIN_SECRET_LENGTH) {
      throw new Error(`AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    }
    return config.auth.secret;
  }
  if (config.database.kind === 'postgres' && db) return sharedSecret(db);
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

/** The first instance's insert wins; everyone reads the winner. */
async function sharedSecret(db: Database): Promise<string> {
  const fresh = randomBytes(48).toString('base64url');
  await db.insert(appSecrets).values({ name: 'access-token-key', value: fresh }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(sql`${appSecrets.name} = 'access-token-key'`);
  return row.value;
}
