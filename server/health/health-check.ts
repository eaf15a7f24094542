import type { components } from '../../src/api/schema';

export type HealthStatus = components['schemas']['HealthStatus'];
export type HealthCheck = components['schemas']['HealthCheck'];
export type Readiness = components['schemas']['Readiness'];

/** Long enough for a busy database or a cold model server, short enough for a load balancer's probe. */
export const CHECK_TIMEOUT_MS = 2_000;

/** What a probe found: the status and words for it; the latency is measured around it. */
export type Finding = Pick<HealthCheck, 'status' | 'message'>;

export class CheckTimeout extends Error {
  constructor(readonly ms: number) {
    super(`did not answer within ${ms} ms`);
  }
}

/**
 * Runs one probe now (nothing is remembered between calls) and measures it. A probe that outlives
 * the timeout is reported as such at once; `onFailure` turns an error or a timeout into a finding.
 */
export async function runCheck(
  probe: (signal: AbortSignal) => Promise<Finding>,
  onFailure: (error: unknown) => Finding,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<HealthCheck> {
  const started = performance.now();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new CheckTimeout(timeoutMs));
    }, timeoutMs);
  });
  let finding: Finding;
  try {
    finding = await Promise.race([probe(controller.signal), deadline]);
  } catch (error) {
    finding = onFailure(error);
  } finally {
    clearTimeout(timer);
  }
  return { ...finding, latencyMs: Math.round(performance.now() - started) };
}
