import type { LlmConfig, LlmEndpoint } from '../config';
import { CheckTimeout, runCheck, type Finding, type HealthCheck } from './health-check';

export const OFFLINE_MESSAGE = 'Offline engine: no model configured';

interface Server {
  endpoint: LlmEndpoint;
  roles: string[];
}

/** Each configured model server lists its models (GET {base}/models), all at once. */
export async function checkModel(llm: Pick<LlmConfig, 'roles'>, fetchImpl: typeof fetch = fetch): Promise<HealthCheck> {
  if (!llm.roles) return { status: 'ok', message: OFFLINE_MESSAGE, latencyMs: 0 };
  const servers = serversOf(llm.roles);
  return runCheck(
    async (signal) => {
      const failures = (
        await Promise.all(servers.map((server) => probe(server, servers.length === 1, signal, fetchImpl)))
      ).filter((f) => f !== null);
      if (failures.length === 0)
        return {
          status: 'ok',
          message: servers.length === 1 ? 'Model server answers' : `${servers.length} model servers answer`,
        };
      return { status: 'down', message: failures.join('; ') };
    },
    (error): Finding => ({
      status: 'down',
      message: `Model server ${error instanceof CheckTimeout ? error.message : 'unreachable'}`,
    }),
  );
}

// Roles sharing a server and key are probed once; a role on its own server is named when it fails.
function serversOf(roles: Readonly<Record<string, LlmEndpoint>>): Server[] {
  const byServer = new Map<string, Server>();
  for (const [role, endpoint] of Object.entries(roles)) {
    const key = `${endpoint.baseUrl}\n${endpoint.apiKey ?? ''}`;
    const server = byServer.get(key) ?? { endpoint, roles: [] };
    server.roles.push(role);
    byServer.set(key, server);
  }
  return [...byServer.values()];
}

/** Null when the server answered 2xx; otherwise what went wrong, without its address or key. */
async function probe(
  { endpoint, roles }: Server,
  single: boolean,
  signal: AbortSignal,
  fetchImpl: typeof fetch,
): Promise<string | null> {
  const name = single ? 'Model server' : `Model server for ${roles.join(', ')}`;
  const headers: Record<string, string> = endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {};
  try {
    const response = await fetchImpl(`${endpoint.baseUrl.replace(/\/+$/, '')}/models`, { headers, signal });
    await response.body?.cancel();
    return response.ok ? null : `${name} answered ${response.status}`;
  } catch {
    return `${name} unreachable`;
  }
}
