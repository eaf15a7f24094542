import { useId } from 'react';
import { cx } from '../components/cx';
import { Icon, type IconName } from '../components/icon';
import { THEME_MODES, type ThemeMode } from './theme-mode';
import { useTheme } from './theme-provider';

const OPTIONS: Record<ThemeMode, { label: string; icon: IconName }> = {
  light: { label: 'Light', icon: 'sun' },
  dark: { label: 'Dark', icon: 'moon' },
  system: { label: 'System', icon: 'monitor' },
};

/** Native radios (arrow keys for free) drawn as a compact segmented control. */
export function ThemeSwitcher() {
  const { mode, setMode } = useTheme();
  const name = useId();
  return (
    <fieldset className="flex items-center rounded-ui border border-border bg-surface-muted p-0.5">
      <legend className="sr-only">Theme</legend>
      {THEME_MODES.map((value) => (
        <label
          key={value}
          title={OPTIONS[value].label}
          className={cx(
            'relative flex size-7 cursor-pointer items-center justify-center rounded-ui text-fg-muted transition-colors sm:size-8',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus',
            mode === value ? 'bg-surface text-fg shadow-xs' : 'hover:text-fg',
          )}
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={mode === value}
            onChange={() => setMode(value)}
            // Transparent over the whole segment: the pointer hits the radio itself.
            className="absolute inset-0 z-10 m-0 cursor-pointer appearance-none opacity-0"
          />
          <Icon name={OPTIONS[value].icon} size={16} />
          <span className="sr-only">{OPTIONS[value].label}</span>
        </label>
      ))}
    </fieldset>
  );
}
