import { useLocation } from 'react-router-dom';
import { usePageTitle } from '../../ui/layout/page-title';
import { NotFoundView } from '../shared/entity-not-found';

export const NOT_FOUND_TITLE = 'Page not found';

/** An address no route serves; it looks like an object's "not found" (shared/entity-not-found.tsx). */
export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE);
  const { pathname } = useLocation();
  return (
    <NotFoundView
      icon="alert"
      title="We could not find that page"
      description={`Nothing lives at ${pathname}. It may have moved, or the link may be mistyped.`}
    />
  );
}
