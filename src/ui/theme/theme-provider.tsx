import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useAppCommand } from '../command-palette/app-commands';
import { applyTheme, readThemeMode, resolveTheme, storeThemeMode, type ThemeMode } from './theme-mode';
import { PREFERS_DARK, useMediaQuery } from './use-media-query';

interface ThemeContextValue {
  mode: ThemeMode;
  resolved: 'light' | 'dark';
  setMode: (mode: ThemeMode) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(readThemeMode);
  const systemDark = useMediaQuery(PREFERS_DARK);
  const resolved = resolveTheme(mode, systemDark);

  // Layout effect: the class lands before paint, so switching never flashes the other theme.
  useLayoutEffect(() => applyTheme(resolved), [resolved]);

  const setMode = useCallback((next: ThemeMode) => {
    storeThemeMode(next);
    setModeState(next);
  }, []);

  // The palette's "Switch between light and dark theme": the other of what is shown now.
  useAppCommand(
    'toggle-theme',
    useCallback(() => setMode(resolved === 'dark' ? 'light' : 'dark'), [resolved, setMode]),
  );

  const value = useMemo(() => ({ mode, resolved, setMode }), [mode, resolved, setMode]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
