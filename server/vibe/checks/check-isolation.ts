import { resolveAuthSecret } from '../../auth/auth-secret';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/connect';
import type { CheckIsolation } from './sandbox';

// The checks' isolation as configured, and every secret this server holds, taken out of what a
// check printed before it is stored, shown or sent to a model: the access-token key (AUTH_SECRET,
// or the one kept in DATA_DIR or PostgreSQL), the model servers' keys, GitHub's token and the
// git remote's password.

type IsolationConfig = Pick<ServerConfig, 'auth' | 'dataDir' | 'database' | 'llm' | 'vibe'>;

export function checkIsolationOf(config: IsolationConfig, db?: Database): CheckIsolation {
  let secrets: Promise<Array<string | null | undefined>> | null = null;
  return {
    bwrap: config.vibe.bwrapPath,
    allowUnsandboxed: config.vibe.unsandboxedChecks,
    secrets: () => (secrets ??= secretsOf(config, db)),
  };
}

async function secretsOf(config: IsolationConfig, db?: Database): Promise<Array<string | null | undefined>> {
  // The key the app signs with; a server that cannot read it has nothing of it to leak either.
  const accessTokenKey = await resolveAuthSecret(config, db).catch(() => null);
  return [
    accessTokenKey,
    config.auth.secret,
    config.llm.apiKey,
    ...Object.values(config.llm.roles ?? {}).map((endpoint) => endpoint.apiKey),
    config.vibe.github?.token,
    remotePassword(config.vibe.gitRemote),
  ];
}

function remotePassword(remote: string | null): string | null {
  try {
    return remote ? decodeURIComponent(new URL(remote).password) || null : null;
  } catch {
    return null;
  }
}
