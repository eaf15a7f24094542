import type { components } from '../../src/api/schema';
import { activitiesOf, checksOf, filesOf, pullRequestOf, remoteOf, type VibeSessionRow } from './vibe-columns';

// A coding session as the contract shows it (VibeSession), and the spec's status shape around it.

export type VibeSession = components['schemas']['VibeSession'];
export type VibeStatus = components['schemas']['VibeStatus'];

export function toVibeSession(row: VibeSessionRow, ideaTitle: string): VibeSession {
  return {
    id: row.id,
    ideaId: row.ideaId,
    ideaTitle,
    sessionName: row.sessionName,
    status: row.status,
    engine: { kind: row.engine, label: row.engineLabel },
    language: row.language,
    customInstructions: row.customInstructions,
    baseBranch: row.baseBranch,
    featureBranch: row.featureBranch,
    activities: activitiesOf(row),
    checks: checksOf(row),
    files: filesOf(row),
    pullRequest: pullRequestOf(row),
    remote: remoteOf(row),
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The spec's shape (ideaId, julesSession, activitiesCount, prFiles), the whole session beside it. */
export function toVibeStatus(session: VibeSession): VibeStatus {
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
    prFiles: session.files.map((file) => file.path),
    session,
  };
}
