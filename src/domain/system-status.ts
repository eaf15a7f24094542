// The assistant panel's status line, from the server's readiness report. Pure: it says "all is
// well" only when every check says so, and otherwise names what is not.

export type CheckStatus = 'ok' | 'degraded' | 'down';

export interface ReadinessChecks {
  database: { status: CheckStatus };
  workers: { status: CheckStatus };
  model: { status: CheckStatus };
}

export const SYSTEM_STATUS_MESSAGES = {
  operational: 'All systems operational',
  checking: 'Checking systems…',
  unknown: 'Server unreachable: system status unknown',
  database: 'Database unreachable',
  workers: 'No engine workers running: sessions wait in the queue',
  // A configured model that fails is not replaced by the offline engine: its answers fail.
  model: 'Model unreachable: answers fail until it is back',
} as const;

export interface StatusLine {
  level: CheckStatus;
  text: string;
}

export function systemStatusLine(checks: ReadinessChecks): StatusLine {
  // Without the database the workers check cannot tell anything: name the cause alone.
  if (checks.database.status !== 'ok') return { level: 'down', text: SYSTEM_STATUS_MESSAGES.database };
  const problems = (['workers', 'model'] as const).filter((name) => checks[name].status !== 'ok');
  if (problems.length === 0) return { level: 'ok', text: SYSTEM_STATUS_MESSAGES.operational };
  return { level: 'degraded', text: problems.map((name) => SYSTEM_STATUS_MESSAGES[name]).join(' · ') };
}
