import type { ReactNode } from 'react';
import { IconButton } from '../components/icon-button';
import { ThemeSwitcher } from '../theme/theme-switcher';
import { useCurrentPageTitle } from './page-title';
import { MAIN_HEADING_ID } from './route-announcer';

interface TopBarProps {
  onOpenNavigation: () => void;
  /** The account menu; passed in so the bar itself knows nothing about auth. */
  account: ReactNode;
  badge?: ReactNode;
  /** Buttons for features that live beside the page (the activity log). */
  actions?: ReactNode;
}

export function TopBar({ onOpenNavigation, account, badge, actions }: TopBarProps) {
  const title = useCurrentPageTitle();
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b border-border bg-surface/90 px-3 backdrop-blur sm:gap-3 sm:px-4">
      <IconButton icon="menu" aria-label="Open navigation" onClick={onOpenNavigation} className="md:hidden" />
      {/* Focused after each navigation (route-announcer.tsx); -1 keeps it out of the Tab order. */}
      <h1 id={MAIN_HEADING_ID} tabIndex={-1} className="min-w-0 truncate text-lg font-semibold outline-none">
        {title}
      </h1>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        {badge}
        {actions}
        <ThemeSwitcher />
        {account}
      </div>
    </header>
  );
}
