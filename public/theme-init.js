// Runs before the app's script so the first paint already has the right theme (no flash).
// Mirrors src/ui/theme/theme-mode.ts: 'theme-mode' is light, dark or system (the default).
(function () {
  try {
    var mode = localStorage.getItem('theme-mode');
    var dark = mode === 'dark' || (mode !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.classList.add('dark');
  } catch {
    /* storage blocked: the provider applies the theme once React starts */
  }
})();
