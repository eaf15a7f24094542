import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../ui/components/card';

/** One board: a region named by its heading, so each board's controls can be told apart. */
export function BoardSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id={headingId} className="text-lg font-semibold">
            {title}
          </h2>
          {actions}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** A cell's link, or a dash (read as "None") when the run or idea has no such ancestor. */
export function CellLink({ to, children }: { to?: string; children?: ReactNode }) {
  if (!to) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">None</span>
      </>
    );
  }
  return (
    <Link to={to} className="text-accent-text hover:underline">
      {children}
    </Link>
  );
}
