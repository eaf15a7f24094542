// The API reads a page makes as it arrives, started by the page the server sends while it is
// parsed, before the app's code has arrived (index.html); the app takes their answers
// (src/api/early-reads.ts). Keyed by route pattern (./page-modules.ts). A read belongs here when
// the address alone fixes it and the page shows it at once. Who is signed in is read on every
// page, so index.html always starts that one.

/** The signed-in user, read on every page. */
export const ME_READ = '/v1/auth/me';
/** The dashboard's one read. */
export const DASHBOARD_READ = '/v1/dashboard';

/** Route pattern → what the page reads as it arrives. */
export const PAGE_READS: Readonly<Record<string, readonly string[]>> = {
  '/dashboard': [DASHBOARD_READ],
};

/** The name of the page's `<meta>` listing them, space-separated, for index.html's script. */
export const EARLY_READS_META = 'labforge-early-reads';
