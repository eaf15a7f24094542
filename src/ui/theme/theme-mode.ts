// The theme choice: 'light', 'dark' or 'system', kept under 'theme-mode'.
export const THEME_STORAGE_KEY = 'theme-mode';
export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

export function isThemeMode(value: unknown): value is ThemeMode {
  return typeof value === 'string' && (THEME_MODES as readonly string[]).includes(value);
}

export function readThemeMode(): ThemeMode {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeMode(stored) ? stored : 'system';
  } catch {
    return 'system'; // storage blocked (private mode, sandboxed frame)
  }
}

export function storeThemeMode(mode: ThemeMode): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // The choice still applies for this page; it just won't survive a reload.
  }
}

export function resolveTheme(mode: ThemeMode, systemPrefersDark: boolean): 'light' | 'dark' {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}

export function applyTheme(theme: 'light' | 'dark', root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark');
}
