import type { ReactNode } from 'react';
import { SectionCard } from '../../../ui/components/card';

export interface AnalyticsSectionProps {
  title: string;
  /** Words that stand in for the section's content when it has nothing to show: what to do. */
  empty?: ReactNode;
  children?: ReactNode;
}

/** One titled card of the Analytics tab: its content, or its empty state saying what fills it. */
export function AnalyticsSection({ title, empty, children }: AnalyticsSectionProps) {
  return (
    <section aria-label={title} className="min-w-0">
      <SectionCard title={title} className="h-full">
        {empty ? <p className="py-6 text-center text-sm text-fg-muted">{empty}</p> : children}
      </SectionCard>
    </section>
  );
}
