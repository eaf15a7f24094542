import type { ReactNode } from 'react';
import { OpenCommandPaletteButton, OpenCommandPaletteIconButton } from '../command-palette/open-command-palette';
import { AssistantTopBarButton } from '../assistant/assistant-top-bar-button';
import { IconButton } from '../components/icon-button';
import { ThemeSwitcher } from '../theme/theme-switcher';
import { ShortenedText } from '../components/shortened-text';
import { useCurrentPageTitle } from './page-title';
import { MAIN_HEADING_ID } from './route-announcer';
import { useTitleRoom } from './use-title-room';

interface TopBarProps {
  onOpenNavigation: () => void;
  /** The account menu; passed in so the bar itself knows nothing about auth. */
  account: ReactNode;
  badge?: ReactNode;
  /** Buttons for features that live beside the page (the activity log). */
  actions?: ReactNode;
  /** The notification bell: on every screen, phones included. */
  notifications?: ReactNode;
}

export function TopBar({ onOpenNavigation, account, badge, actions, notifications }: TopBarProps) {
  const title = useCurrentPageTitle();
  const { ref: roomRef, maxChars } = useTitleRoom();
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b border-border bg-surface/90 px-3 backdrop-blur sm:gap-3 sm:px-4">
      <IconButton icon="menu" aria-label="Open navigation" onClick={onOpenNavigation} className="md:hidden" />
      {/* Focused after each navigation (route-announcer.tsx); -1 keeps it out of the Tab order. */}
      {/* A phone gets two smaller lines rather than a title cut after a dozen letters; a longer one
          ends at a word with an ellipsis. It fills the room between the buttons: that room is measured. */}
      <h1
        ref={roomRef}
        id={MAIN_HEADING_ID}
        tabIndex={-1}
        title={title}
        className="line-clamp-2 min-w-16 flex-1 text-base leading-tight font-semibold break-words outline-none sm:line-clamp-1 sm:text-lg"
      >
        <ShortenedText text={title} maxChars={maxChars} />
      </h1>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        {/* Narrower screens get the magnifier alone, so the bar keeps its room for the title. */}
        <div className="hidden lg:block">
          <OpenCommandPaletteButton />
        </div>
        <OpenCommandPaletteIconButton className="lg:hidden" />
        <AssistantTopBarButton className="md:hidden" />
        {/* A phone finds these in the navigation drawer instead (mobile-nav-drawer.tsx). */}
        <div className="flex items-center gap-1 max-sm:hidden sm:gap-2">
          {badge}
          {actions}
          <ThemeSwitcher />
        </div>
        {notifications}
        {account}
      </div>
    </header>
  );
}
