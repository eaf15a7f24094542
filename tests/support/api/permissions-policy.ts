import { expect } from 'vitest';

/** The browser features every page and answer denies (server/http/security-headers.ts), as a matcher. */
export const DENIED_FEATURES = expect.arrayContaining([
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
]);

/** Names Chromium does not recognise: each one warns in the console of every page. */
export const UNRECOGNISED_FEATURES = ['bluetooth=()'];

export const permissionsOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['permissions-policy'] ?? '').split(', ');
