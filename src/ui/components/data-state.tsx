import type { ReactNode } from 'react';
import { getErrorMessage } from '../../api/errors';
import { DATA_STATE_MESSAGES } from '../../domain/messages';
import { Alert } from './alert';
import { Button } from './button';
import { Spinner } from './spinner';

export interface DataStateProps {
  isLoading: boolean;
  error?: unknown;
  isEmpty?: boolean;
  /** Replaces the plain 'No data available' with a richer empty state. */
  empty?: ReactNode;
  loadingLabel?: string;
  onRetry?: () => void;
  children: ReactNode;
}

/** The error message, 'No data available' when empty, a spinner while loading (docs/product.md, "Shell"). */
export function DataState({
  isLoading,
  error,
  isEmpty = false,
  empty,
  loadingLabel = 'Loading',
  onRetry,
  children,
}: DataStateProps) {
  if (isLoading) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-12 text-fg-muted">
        <Spinner decorative />
        <span className="text-sm">{loadingLabel}...</span>
      </div>
    );
  }
  if (error) {
    return (
      <Alert>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>{getErrorMessage(error)}</span>
          {onRetry && (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Try again
            </Button>
          )}
        </div>
      </Alert>
    );
  }
  if (isEmpty)
    return <>{empty ?? <p className="py-12 text-center text-sm text-fg-muted">{DATA_STATE_MESSAGES.empty}</p>}</>;
  return <>{children}</>;
}
