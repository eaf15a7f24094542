import type { ReactNode } from 'react';

/** The row under the top bar: what the page is for, and its main actions. */
export function PageIntro({ description, actions }: { description?: ReactNode; actions?: ReactNode }) {
  if (!description && !actions) return null;
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      {description ? <p className="max-w-2xl text-sm text-fg-muted">{description}</p> : <span />}
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
