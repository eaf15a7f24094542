import { describe, expect, it, vi } from 'vitest';
import { CHANNELS, type Notifier, type NotifyListener } from '../events/notifier';
import type { RecentRevocation } from './refresh-tokens';
import { parseFamilyIds, startRevocationFeed, REVOCATION_SLACK_SECONDS } from './revocation-feed';

/** One instance's view of a notifier: what it published, and a way to play the others' part. */
function fakeNotifier(publish: Notifier['publish'] = async () => {}) {
  const listeners = new Map<string, Set<NotifyListener>>();
  const resync = new Set<() => void>();
  const published: Array<{ channel: string; payload: string }> = [];
  const notifier: Notifier = {
    async publish(channel, payload) {
      published.push({ channel, payload });
      await publish(channel, payload);
    },
    subscribe(channel, listener) {
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    onResync(listener) {
      resync.add(listener);
      return () => resync.delete(listener);
    },
    close: async () => {},
  };
  return {
    notifier,
    published,
    hear: (channel: string, payload: string) => listeners.get(channel)?.forEach((listener) => listener(payload)),
    resync: () => resync.forEach((listener) => listener()),
    listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0) + resync.size,
  };
}

const log = () => ({ warn: vi.fn() });
const TTL = 900;

describe('the revocation feed', () => {
  it('reads the recently revoked families on start, over the token life plus the slack', async () => {
    const { notifier } = fakeNotifier();
    const load = vi.fn(async (): Promise<RecentRevocation[]> => [{ familyId: 'family-1', revokedAgoMs: 1_000 }]);
    const feed = await startRevocationFeed({ notifier, load, accessTokenTtlSeconds: TTL, log: log() });
    expect(load).toHaveBeenCalledWith(TTL + REVOCATION_SLACK_SECONDS);
    expect(feed.isRevoked('family-1')).toBe(true);
    expect(feed.isRevoked('family-2')).toBe(false);
    feed.close();
  });

  it('refuses to start when the database cannot be read, and leaves no listener behind', async () => {
    const fake = fakeNotifier();
    const failing = async (): Promise<RecentRevocation[]> => Promise.reject(new Error('database is down'));
    await expect(
      startRevocationFeed({ notifier: fake.notifier, load: failing, accessTokenTtlSeconds: TTL, log: log() }),
    ).rejects.toThrow('database is down');
    expect(fake.listenerCount()).toBe(0);
  });

  it('announces a revocation: known here at once, and published for the other instances', async () => {
    const fake = fakeNotifier();
    const feed = await startRevocationFeed({
      notifier: fake.notifier,
      load: async () => [],
      accessTokenTtlSeconds: TTL,
      log: log(),
    });
    await feed.announce(['family-1']);
    expect(feed.isRevoked('family-1')).toBe(true);
    expect(fake.published).toEqual([{ channel: CHANNELS.revocations, payload: JSON.stringify(['family-1']) }]);
    feed.close();
  });

  it('splits many families into notifications that fit the payload cap', async () => {
    const fake = fakeNotifier();
    const feed = await startRevocationFeed({
      notifier: fake.notifier,
      load: async () => [],
      accessTokenTtlSeconds: TTL,
      log: log(),
    });
    const many = Array.from({ length: 400 }, () => crypto.randomUUID());
    await feed.announce(many);
    expect(fake.published.length).toBeGreaterThan(1);
    expect(fake.published.flatMap(({ payload }) => parseFamilyIds(payload))).toEqual(many);
    for (const { payload } of fake.published) expect(Buffer.byteLength(payload)).toBeLessThan(7_900);
    feed.close();
  });

  it('still refuses the tokens here when publishing fails, and says so in the log', async () => {
    const fake = fakeNotifier(async () => Promise.reject(new Error('connection lost')));
    const logger = log();
    const feed = await startRevocationFeed({
      notifier: fake.notifier,
      load: async () => [],
      accessTokenTtlSeconds: TTL,
      log: logger,
    });
    await expect(feed.announce(['family-1'])).resolves.toBeUndefined();
    expect(feed.isRevoked('family-1')).toBe(true);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      expect.stringMatching(/announcing/),
    );
    feed.close();
  });

  it('learns revocations announced by other instances, and ignores malformed notifications', async () => {
    const fake = fakeNotifier();
    const feed = await startRevocationFeed({
      notifier: fake.notifier,
      load: async () => [],
      accessTokenTtlSeconds: TTL,
      log: log(),
    });
    fake.hear(CHANNELS.revocations, JSON.stringify(['family-9']));
    fake.hear(CHANNELS.revocations, 'not json');
    fake.hear(CHANNELS.revocations, JSON.stringify({ familyId: 'family-8' }));
    fake.hear(CHANNELS.revocations, JSON.stringify([42, 'family-7']));
    expect(feed.isRevoked('family-9')).toBe(true);
    expect(feed.isRevoked('family-8')).toBe(false);
    expect(feed.isRevoked('family-7')).toBe(true);
    feed.close();
    fake.hear(CHANNELS.revocations, JSON.stringify(['family-6']));
    expect(feed.isRevoked('family-6')).toBe(false);
  });

  it('reads the database again on a resync, since notifications may have been missed', async () => {
    const fake = fakeNotifier();
    const stored: RecentRevocation[] = [];
    const feed = await startRevocationFeed({
      notifier: fake.notifier,
      load: async () => [...stored],
      accessTokenTtlSeconds: TTL,
      log: log(),
    });
    stored.push({ familyId: 'missed', revokedAgoMs: 2_000 });
    expect(feed.isRevoked('missed')).toBe(false);
    fake.resync();
    await vi.waitFor(() => expect(feed.isRevoked('missed')).toBe(true));
    feed.close();
  });

  it('retries a failed read after a resync until it succeeds, and stops retrying once closed', async () => {
    vi.useFakeTimers();
    try {
      const fake = fakeNotifier();
      const logger = log();
      let calls = 0;
      const load = vi.fn(async (): Promise<RecentRevocation[]> => {
        calls++;
        if (calls === 1) return [];
        if (calls === 2) throw new Error('database is down');
        return [{ familyId: 'missed', revokedAgoMs: 0 }];
      });
      const feed = await startRevocationFeed({
        notifier: fake.notifier,
        load,
        accessTokenTtlSeconds: TTL,
        log: logger,
      });
      fake.resync();
      await vi.advanceTimersByTimeAsync(0);
      expect(logger.warn).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.any(Error) }),
        expect.stringMatching(/retrying/),
      );
      expect(feed.isRevoked('missed')).toBe(false);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(feed.isRevoked('missed')).toBe(true);
      expect(load).toHaveBeenCalledTimes(3);

      load.mockRejectedValue(new Error('database is down'));
      fake.resync();
      await vi.advanceTimersByTimeAsync(0);
      feed.close();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(load).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
