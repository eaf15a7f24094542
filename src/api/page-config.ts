import { PAGE_CONFIG_ELEMENT_ID } from '../domain/page-config';
import type { AppConfig } from './types';

// The server sends the app's configuration in the page (src/domain/page-config.ts), so the first
// screen knows the sign-in options and the model without a call. A page without it (the
// development server's) or with one that does not parse leaves the app to ask GET /v1/config.

/** The configuration in the page, or undefined when there is none to read. */
export function readPageConfig(): AppConfig | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const config: unknown = JSON.parse(text);
    return typeof config === 'object' && config !== null ? (config as AppConfig) : undefined;
  } catch {
    return undefined;
  }
}
