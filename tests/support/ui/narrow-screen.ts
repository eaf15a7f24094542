import { vi } from 'vitest';
import { BELOW_SM } from '../../../src/ui/theme/use-media-query';

/** A phone's width for jsdom (which has no matchMedia): lists built on DataTable draw cards. */
export function stubNarrowScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === BELOW_SM,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
