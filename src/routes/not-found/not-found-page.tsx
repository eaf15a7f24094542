import { Link, useLocation } from 'react-router-dom';
import { buttonClasses } from '../../ui/components/button';
import { EmptyState } from '../../ui/components/empty-state';
import { usePageTitle } from '../../ui/layout/page-title';

export const NOT_FOUND_TITLE = 'Page not found';

export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE);
  const { pathname } = useLocation();
  return (
    <EmptyState
      icon="alert"
      title="We could not find that page"
      description={`Nothing lives at ${pathname}. It may have moved, or the link may be mistyped.`}
      action={
        <Link to="/dashboard" className={buttonClasses('primary')}>
          Back to dashboard
        </Link>
      }
    />
  );
}
