import { useCallback, useEffect, useRef, useState } from 'react';
import type { UserProfile } from '../../api/types';
import { deferred, whenPageIdle } from '../components/deferred';
import { Icon } from '../components/icon';
import { Avatar } from './avatar';

// The top bar's account menu. Its menu code (Headless UI's Menu and floating-ui) is not part of
// the first load: a stand-in button of the same look and name shows until the page is idle or the
// user reaches for it (docs/architecture.md, "Front end").

export interface UserMenuProps {
  user: UserProfile;
  onSignOut: () => void;
}

export const accountMenuLabel = (user: UserProfile) => `Account menu for ${user.name}`;
export const accountButtonClass =
  'flex items-center gap-2 rounded-ui p-1 pr-2 text-sm font-medium hover:bg-surface-muted';

export function AccountButtonFace({ user }: { user: UserProfile }) {
  return (
    <>
      <Avatar name={user.name} picture={user.picture} />
      <span className="hidden max-w-40 truncate lg:inline">{user.name}</span>
      <Icon name="chevronDown" size={16} className="hidden text-fg-muted lg:block" />
    </>
  );
}

const PopupChunk = deferred(() => import('./user-menu-popup').then((module) => module.UserMenuPopup));
type Popup = Awaited<ReturnType<typeof PopupChunk.preload>>;

export function UserMenu(props: UserMenuProps) {
  const [Popup, setPopup] = useState<Popup | null>(null);
  const [pressed, setPressed] = useState(false);
  const arrived = useRef<Popup | null>(null);
  const pressing = useRef(false);
  // The stand-in gives way only between presses: swapped in mid-press, the real button would get
  // the release without the press, and it opens on the press, so the menu would stay shut.
  const swapIn = useCallback(() => {
    if (arrived.current && !pressing.current) setPopup(() => arrived.current);
  }, []);
  const load = useCallback(() => {
    PopupChunk.preload().then(
      (component) => ((arrived.current = component), swapIn()),
      () => {}, // No chunk (offline, a new deploy): the stand-in stays, and the next reach retries.
    );
  }, [swapIn]);
  const pressEnded = () => ((pressing.current = false), swapIn());
  useEffect(() => whenPageIdle(load), [load]);
  if (Popup) return <Popup {...props} openOnMount={pressed} />;
  return (
    <button
      type="button"
      aria-label={accountMenuLabel(props.user)}
      aria-haspopup="menu"
      aria-expanded={false}
      className={accountButtonClass}
      onPointerEnter={load}
      onFocus={load}
      onPointerDown={() => ((pressing.current = true), load())}
      onPointerLeave={pressEnded}
      onPointerCancel={pressEnded}
      onClick={() => (setPressed(true), pressEnded(), load())}
    >
      <AccountButtonFace user={props.user} />
    </button>
  );
}
