import { describe, expect, it } from 'vitest';
import type { Database, Executor } from '../db/connect';
import { CHANNELS, type Notifier } from '../events/notifier';
import { announceNotifications, bindNotifications, rememberRecipients, takeRecipients } from './announce';

// The recipients a transaction notified are said once, after the commit, on the notifications
// channel, in payloads of at most 150 user ids; a publish that fails costs only latency.

function fakeNotifier(fail = false) {
  const sent: [string, string[]][] = [];
  const notifier = {
    publish: async (channel: string, payload: string) => {
      if (fail) throw new Error('connection lost');
      sent.push([channel, JSON.parse(payload) as string[]]);
    },
  } as unknown as Notifier;
  return { sent, notifier };
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => `user-${i}`);

describe('notification announcements', () => {
  it('remembers a transaction’s recipients once each, and forgets them as they are taken', () => {
    const tx = {} as Executor;
    rememberRecipients(tx, ['a', 'b']);
    rememberRecipients(tx, ['b', 'c']);
    expect(takeRecipients(tx)).toEqual(['a', 'b', 'c']);
    expect(takeRecipients(tx)).toEqual([]);
    expect(takeRecipients(undefined)).toEqual([]);
  });

  it('publishes on the notifications channel in chunks of at most 150 ids', async () => {
    const db = {} as Database;
    const { sent, notifier } = fakeNotifier();
    bindNotifications(db, notifier);
    announceNotifications(db, ids(320));
    await Promise.resolve();
    expect(sent.map(([channel, payload]) => [channel, payload.length])).toEqual([
      [CHANNELS.notifications, 150],
      [CHANNELS.notifications, 150],
      [CHANNELS.notifications, 20],
    ]);
    expect(sent.flatMap(([, payload]) => payload)).toEqual(ids(320));
  });

  it('says nothing for no recipients or an unbound database, and swallows a failed publish', async () => {
    const db = {} as Database;
    const { sent, notifier } = fakeNotifier();
    announceNotifications(db, ids(3));
    bindNotifications(db, notifier);
    announceNotifications(db, []);
    expect(sent).toEqual([]);
    const failing = {} as Database;
    bindNotifications(failing, fakeNotifier(true).notifier);
    expect(() => announceNotifications(failing, ids(2))).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
