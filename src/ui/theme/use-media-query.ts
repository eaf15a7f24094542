import { useSyncExternalStore } from 'react';

// matchMedia is missing in some environments (jsdom, old browsers): treat the query as false there.
function mediaList(query: string): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : undefined;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}

export const PREFERS_DARK = '(prefers-color-scheme: dark)';

/** Narrower than Tailwind's `sm` (40rem, 640 px): a phone held upright. */
export const BELOW_SM = '(width < 40rem)';
