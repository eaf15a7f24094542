import type { FastifyBaseLogger } from 'fastify';
import { CHANNELS, type Notifier } from '../events/notifier';
import type { RecentRevocation } from './refresh-tokens';
import { createRevokedFamilies } from './revoked-families';

// Which sign-ins ended, as every instance on the database learns it: announced on the
// revocations channel after the revoking commit, and read from the database on start and
// whenever the notifier may have missed announcements.

/** A token may be signed moments after its family was revoked (a refresh racing a logout). */
export const REVOCATION_SLACK_SECONDS = 60;
/** Family ids per notification: far below the payload cap at 39 bytes each. */
const IDS_PER_NOTIFICATION = 150;
const RELOAD_RETRY_MS = 2_000;

export interface RevocationFeed {
  isRevoked(familyId: string): boolean;
  /** Call after the revocation committed; never throws, since the revocation already stands. */
  announce(familyIds: readonly string[]): Promise<void>;
  close(): void;
}

export interface RevocationFeedOptions {
  notifier: Notifier;
  /** The families revoked within the last `withinSeconds`, from the database. */
  load: (withinSeconds: number) => Promise<RecentRevocation[]>;
  accessTokenTtlSeconds: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => number;
}

export async function startRevocationFeed({
  notifier,
  load,
  accessTokenTtlSeconds,
  log,
  now,
}: RevocationFeedOptions): Promise<RevocationFeed> {
  const keepSeconds = accessTokenTtlSeconds + REVOCATION_SLACK_SECONDS;
  const revoked = createRevokedFamilies(keepSeconds * 1000, now);
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const loadRecent = async () => {
    for (const { familyId, revokedAgoMs } of await load(keepSeconds)) revoked.add(familyId, revokedAgoMs);
  };
  function reload(): void {
    clearTimeout(retry);
    loadRecent().catch((error: unknown) => {
      if (closed) return;
      log.warn({ err: error }, 'revocations: reading recent revocations failed; retrying');
      retry = setTimeout(reload, RELOAD_RETRY_MS).unref();
    });
  }

  // Listening starts before the first read, so a revocation committed in between is not lost.
  const stops = [
    notifier.subscribe(CHANNELS.revocations, (payload) =>
      parseFamilyIds(payload).forEach((familyId) => revoked.add(familyId)),
    ),
    notifier.onResync(reload),
  ];
  try {
    await loadRecent();
  } catch (error) {
    stops.forEach((stop) => stop());
    throw error;
  }

  return {
    isRevoked: (familyId) => revoked.has(familyId),
    async announce(familyIds) {
      familyIds.forEach((familyId) => revoked.add(familyId));
      for (let start = 0; start < familyIds.length; start += IDS_PER_NOTIFICATION) {
        const chunk = familyIds.slice(start, start + IDS_PER_NOTIFICATION);
        await notifier.publish(CHANNELS.revocations, JSON.stringify(chunk)).catch((error: unknown) => {
          // This instance already refuses the tokens; the others learn it at their next reload.
          log.warn({ err: error, families: chunk.length }, 'revocations: announcing to other instances failed');
        });
      }
    },
    close() {
      closed = true;
      clearTimeout(retry);
      stops.forEach((stop) => stop());
    },
  };
}

/** A notification's family ids; anything malformed is ignored rather than trusted. */
export function parseFamilyIds(payload: string): string[] {
  try {
    const parsed: unknown = JSON.parse(payload);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
