import { useRouteError } from 'react-router-dom';
import { buttonClasses } from '../ui/components/button';
import { EmptyState } from '../ui/components/empty-state';
import { failureReport } from '../ui/components/failure-boundary';

// The last net, for what fails outside a page's own boundary (the shell, the sign-in page, a
// route that could not load): the researcher's words, a way on, and what failed to report.
export function RouteFailure() {
  const error = useRouteError();
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-6">
      <EmptyState
        icon="alert"
        title="Labforge could not show this page"
        description="Something went wrong while drawing it. Reloading usually helps; your work is saved on the server."
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
              Reload the page
            </button>
            <a href="/dashboard" className={buttonClasses('secondary')}>
              Back to dashboard
            </a>
          </div>
        }
      />
      <details className="text-sm">
        <summary className="cursor-pointer">What failed</summary>
        <pre className="mt-1 text-xs break-words whitespace-pre-wrap">
          {failureReport('The page', error, window.location.pathname)}
        </pre>
      </details>
    </main>
  );
}
