import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_STORAGE_KEY } from './theme-mode';
import { ThemeProvider } from './theme-provider';
import { ThemeSwitcher } from './theme-switcher';

function renderSwitcher() {
  return render(
    <ThemeProvider>
      <ThemeSwitcher />
    </ThemeProvider>,
  );
}

describe('ThemeSwitcher', () => {
  afterEach(() => document.documentElement.classList.remove('dark'));

  it('offers Light, Dark and System, with System as the default', () => {
    renderSwitcher();
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Light' })).not.toBeChecked();
  });

  it('persists the choice under theme-mode and applies the dark class', async () => {
    const user = userEvent.setup({ delay: null });
    renderSwitcher();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');

    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('restores the stored choice on the next visit', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderSwitcher();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('follows the OS when set to system', () => {
    const listeners: Array<() => void> = [];
    let dark = true;
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('dark') && dark,
      media: query,
      addEventListener: (_: string, fn: () => void) => listeners.push(fn),
      removeEventListener: () => {},
    }));
    renderSwitcher();
    expect(document.documentElement).toHaveClass('dark');
    dark = false;
    act(() => listeners.forEach((fn) => fn()));
    expect(document.documentElement).not.toHaveClass('dark');
    vi.unstubAllGlobals();
  });
});
