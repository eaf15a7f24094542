// The sign-ins (token families) ended lately, each kept only as long as an access token issued
// before its end could still be alive, so the set stays as small as the recent revocations.

export interface RevokedFamilies {
  /** `revokedAgoMs`: how long ago the database revoked it (0 for a revocation just heard of). */
  add(familyId: string, revokedAgoMs?: number): void;
  has(familyId: string): boolean;
  readonly size: number;
}

export function createRevokedFamilies(keepMs: number, now: () => number = Date.now): RevokedFamilies {
  const expiresAt = new Map<string, number>();
  let nextSweepAt = now() + keepMs;

  // A sweep per quarter of the keeping time bounds the set to the revocations of that window.
  function sweep(at: number): void {
    if (at < nextSweepAt) return;
    nextSweepAt = at + keepMs / 4;
    for (const [familyId, until] of expiresAt) if (until <= at) expiresAt.delete(familyId);
  }

  return {
    add(familyId, revokedAgoMs = 0) {
      const at = now();
      sweep(at);
      const until = at - Math.max(0, revokedAgoMs) + keepMs;
      if (until > at && until > (expiresAt.get(familyId) ?? 0)) expiresAt.set(familyId, until);
    },
    has(familyId) {
      const until = expiresAt.get(familyId);
      if (until === undefined) return false;
      if (until > now()) return true;
      expiresAt.delete(familyId);
      return false;
    },
    get size() {
      return expiresAt.size;
    },
  };
}
