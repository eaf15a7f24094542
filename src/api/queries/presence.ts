// Who else views this page (issue 31, part 5): the tab says so every 20 s (the server keeps it
// 45 s) and again whenever the live stream says someone arrived or left; the answer names the
// other members there. Leaving the page says so, so the others' lines update at once.
import { useEffect, useState } from 'react';
import type { PresenceTargetType } from '../../domain/live-updates';
import { api, unwrap } from '../client';
import { PRESENCE_EVENT, type PresenceChange } from '../live-invalidation';
import { TAB_ID } from '../live-stream';
import type { Schema } from '../types';

export type UserRef = Schema<'UserRef'>;

export const PRESENCE_HEARTBEAT_MS = 20_000;

const say = (targetType: PresenceTargetType, targetId: string) =>
  unwrap(api.POST('/v1/presence', { body: { tabId: TAB_ID, targetType, targetId } }));

/** The other members viewing the page, by name; empty until the first answer, or when it fails. */
export function usePresence(targetType: PresenceTargetType, targetId: string): UserRef[] {
  const [viewers, setViewers] = useState<UserRef[]>([]);
  useEffect(() => {
    let current = true;
    const heartbeat = () =>
      say(targetType, targetId).then(
        (answer) => current && setViewers(answer.viewers),
        () => {}, // the line stays as it was; the next heartbeat asks again
      );
    const onChange = (event: Event) => {
      const change = (event as CustomEvent<PresenceChange>).detail;
      if (change.targetType === targetType && change.targetId === targetId) void heartbeat();
    };
    void heartbeat();
    const timer = setInterval(() => void heartbeat(), PRESENCE_HEARTBEAT_MS);
    window.addEventListener(PRESENCE_EVENT, onChange);
    return () => {
      current = false;
      clearInterval(timer);
      window.removeEventListener(PRESENCE_EVENT, onChange);
      void api.DELETE('/v1/presence/{tabId}', { params: { path: { tabId: TAB_ID } } }).catch(() => {});
    };
  }, [targetType, targetId]);
  return viewers;
}
