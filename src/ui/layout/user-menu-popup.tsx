import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../components/icon';
import { AccountButtonFace, accountButtonClass, accountMenuLabel, type UserMenuProps } from './user-menu';

/** The account menu itself (Headless UI's Menu and its positioning code: a chunk of their own). */
export function UserMenuPopup({ user, onSignOut, openOnMount = false }: UserMenuProps & { openOnMount?: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  // The user pressed the stand-in button before this chunk arrived: open as that press would have.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only: a later press is the menu's own
  useEffect(() => void (openOnMount && button.current?.click()), []);
  return (
    <Menu as="div" className="relative">
      <MenuButton ref={button} aria-label={accountMenuLabel(user)} className={accountButtonClass}>
        <AccountButtonFace user={user} />
      </MenuButton>
      <MenuItems className="absolute right-0 z-40 mt-2 w-60 rounded-ui border border-border bg-surface p-1 shadow-lg focus:outline-none">
        <div className="border-b border-border px-3 py-2">
          <p className="truncate text-sm font-medium">{user.name}</p>
          <p className="truncate text-xs text-fg-muted">{user.email}</p>
        </div>
        <MenuItem>
          <Link
            to="/settings/tokens"
            className="mt-1 flex w-full items-center gap-2 rounded-ui px-3 py-2 text-left text-sm data-focus:bg-surface-muted"
          >
            <Icon name="code" size={16} />
            Access tokens
          </Link>
        </MenuItem>
        <MenuItem>
          <button
            type="button"
            onClick={onSignOut}
            className="flex w-full items-center gap-2 rounded-ui px-3 py-2 text-left text-sm data-focus:bg-surface-muted"
          >
            <Icon name="logOut" size={16} />
            Sign out
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
