import { describe, expect, it } from 'vitest';
import { createRevokedFamilies } from './revoked-families';

describe('revoked families', () => {
  it('knows a family for the keeping time after its revocation, then forgets it', () => {
    let clock = 1_000_000;
    const revoked = createRevokedFamilies(60_000, () => clock);
    revoked.add('family-1');
    expect(revoked.has('family-1')).toBe(true);
    expect(revoked.has('family-2')).toBe(false);
    clock += 59_999;
    expect(revoked.has('family-1')).toBe(true);
    clock += 1;
    expect(revoked.has('family-1')).toBe(false);
    expect(revoked.size).toBe(0);
  });

  it('counts the keeping time from when the database revoked it', () => {
    let clock = 1_000_000;
    const revoked = createRevokedFamilies(60_000, () => clock);
    revoked.add('recent', 50_000);
    revoked.add('long-ago', 60_000);
    expect(revoked.has('long-ago')).toBe(false);
    expect(revoked.has('recent')).toBe(true);
    clock += 10_000;
    expect(revoked.has('recent')).toBe(false);
  });

  it('keeps the later of two revocations of one family', () => {
    let clock = 1_000_000;
    const revoked = createRevokedFamilies(60_000, () => clock);
    revoked.add('family-1');
    revoked.add('family-1', 30_000);
    clock += 45_000;
    expect(revoked.has('family-1')).toBe(true);
  });

  it('drops expired families as new ones arrive, so memory stays bounded', () => {
    let clock = 1_000_000;
    const revoked = createRevokedFamilies(60_000, () => clock);
    for (let minute = 0; minute < 30; minute++) {
      for (let i = 0; i < 100; i++) revoked.add(`family-${minute}-${i}`);
      clock += 60_000;
    }
    // Only about the last keeping time's worth (plus one sweep interval) is held.
    expect(revoked.size).toBeLessThanOrEqual(200);
  });
});
