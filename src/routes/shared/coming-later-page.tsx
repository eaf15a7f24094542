import type { ReactNode } from 'react';
import { EmptyState } from '../../ui/components/empty-state';
import type { IconName } from '../../ui/components/icon';
import { usePageTitle } from '../../ui/layout/page-title';

export interface ComingLaterPageProps {
  /** The page's name in the top bar and browser tab. */
  title: string;
  /** What is not here yet, said plainly. */
  heading: string;
  description: ReactNode;
  icon?: IconName;
  action?: ReactNode;
  children?: ReactNode;
}

/** A real page for a capability that has not shipped: it says so instead of showing sample data. */
export function ComingLaterPage({ title, heading, description, icon, action, children }: ComingLaterPageProps) {
  usePageTitle(title);
  return (
    <div className="flex flex-col gap-6">
      <EmptyState title={heading} description={description} icon={icon} action={action} />
      {children}
    </div>
  );
}
