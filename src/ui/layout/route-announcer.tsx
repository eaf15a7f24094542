import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentPageTitle } from './page-title';

// After every navigation, focus moves to the page's main heading and a polite live region names
// the new page, as a full page load would for a screen reader. The first load is left alone: the
// browser announces it, and the skip link stays the first stop. Arriving from outside the signed-in
// shell (sign-in) is a navigation like any other: only the page load's own entry has key 'default'.

export const MAIN_HEADING_ID = 'page-heading';
/** How long a new page may take to name itself (its title can wait for data) before it is read. */
const SETTLE_MS = 1_000;

export function RouteAnnouncer() {
  const { pathname, key } = useLocation();
  const title = useCurrentPageTitle();
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef(title);
  const [firstLoad] = useState(key === 'default');
  const seen = useRef(firstLoad ? pathname : null);
  // The title the previous page left, while the new page has not announced itself yet.
  const waiting = useRef<string | null>(null);

  const announce = useCallback(() => {
    if (waiting.current === null) return;
    waiting.current = null;
    setAnnouncement(`${latest.current}, page loaded`);
  }, []);

  useEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    waiting.current = latest.current;
    document.getElementById(MAIN_HEADING_ID)?.focus();
    // A page whose title is the same as the last one's still gets announced, a moment later.
    const timer = setTimeout(announce, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [pathname, announce]);

  useEffect(() => {
    latest.current = title;
    // The first new name only: a title that keeps changing (a session's percent) is read once.
    if (waiting.current !== null && title && title !== waiting.current) announce();
  }, [title, announce]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </div>
  );
}
