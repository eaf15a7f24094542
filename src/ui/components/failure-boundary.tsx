import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Alert } from './alert';
import { Button } from './button';

// A part of the screen that fails to draw says so, offers a retry and a report of what failed,
// and leaves the rest of the page working. Around the page, each section card and each panel
// (docs/architecture.md, "Failures on screen").

type Props = {
  /** What this part is, as a sentence starts: "This page", "The assistant", "The Reviews section". */
  what: string;
  children: ReactNode;
  /** A change to any of these (the address, the selected node) tries again by itself. */
  resetKeys?: unknown[];
};

/** The words a researcher can copy into a bug report: what failed, where, and why. */
export function failureReport(what: string, error: unknown, path: string): string {
  const why = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return `${what} failed to draw at ${path}.\n${why}`;
}

function FailureNotice({ what, error, resetErrorBoundary }: FallbackProps & { what: string }) {
  return (
    <Alert title={`${what} could not be shown`}>
      <p>Something went wrong while drawing it. The rest of the page still works.</p>
      <Button className="mt-2" size="sm" variant="secondary" onClick={resetErrorBoundary}>
        Try again
      </Button>
      <details className="mt-2">
        <summary className="cursor-pointer">What failed</summary>
        <pre className="mt-1 text-xs break-words whitespace-pre-wrap">
          {failureReport(what, error, window.location.pathname)}
        </pre>
      </details>
    </Alert>
  );
}

export function FailureBoundary({ what, children, resetKeys }: Props) {
  return (
    <ErrorBoundary resetKeys={resetKeys} fallbackRender={(props) => <FailureNotice what={what} {...props} />}>
      {children}
    </ErrorBoundary>
  );
}
