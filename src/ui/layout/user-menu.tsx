import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { UserProfile } from '../../api/types';
import { Icon } from '../components/icon';
import { Avatar } from './avatar';

export function UserMenu({ user, onSignOut }: { user: UserProfile; onSignOut: () => void }) {
  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={`Account menu for ${user.name}`}
        className="flex items-center gap-2 rounded-ui p-1 pr-2 text-sm font-medium hover:bg-surface-muted"
      >
        <Avatar name={user.name} picture={user.picture} />
        <span className="hidden max-w-40 truncate lg:inline">{user.name}</span>
        <Icon name="chevronDown" size={16} className="hidden text-fg-muted lg:block" />
      </MenuButton>
      <MenuItems className="absolute right-0 z-40 mt-2 w-60 rounded-ui border border-border bg-surface p-1 shadow-lg focus:outline-none">
        <div className="border-b border-border px-3 py-2">
          <p className="truncate text-sm font-medium">{user.name}</p>
          <p className="truncate text-xs text-fg-muted">{user.email}</p>
        </div>
        <MenuItem>
          <button
            type="button"
            onClick={onSignOut}
            className="mt-1 flex w-full items-center gap-2 rounded-ui px-3 py-2 text-left text-sm data-focus:bg-surface-muted"
          >
            <Icon name="logOut" size={16} />
            Sign out
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
