import type { ReactNode } from 'react';
import { SectionCard } from '../../ui/components/card';
import { ROW_REM, SectionSkeleton } from './section-skeleton';

// One titled card of the dashboard. Its body keeps the height of its full list from the first
// paint, so the skeleton, a short list and the empty state take the same room: nothing below
// moves when the read arrives (the page's layout-shift budget, docs/testing.md).

/** Room for an empty state (icon, title, three lines of text and a button) on a phone. */
const EMPTY_STATE_REM = 22;

export interface DashboardSectionProps {
  title: string;
  /** The most rows the section shows: the room reserved for it. */
  rows: number;
  /** True until the dashboard's read has arrived. */
  loading: boolean;
  /** What to show instead of the rows when there are none: what to do to fill the section. */
  empty?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

export function DashboardSection({ title, rows, loading, empty, actions, children }: DashboardSectionProps) {
  return (
    <section aria-label={title} aria-busy={loading || undefined} className="min-w-0">
      <SectionCard title={title} actions={loading ? null : actions} className="h-full">
        <div style={{ minHeight: `${Math.max(rows * ROW_REM, EMPTY_STATE_REM)}rem` }}>
          {loading ? <SectionSkeleton rows={rows} /> : empty || children}
        </div>
      </SectionCard>
    </section>
  );
}
