import type { Page } from '@playwright/test';

/**
 * Google's Identity Services script cannot load here. This stand-in renders a 'Sign in with
 * Google' button that hands the given credential to the page's callback, so everything after
 * it (the app's callback, the server's verification, the session) runs for real.
 */
export async function stubGoogleIdentity(page: Page, credential: string): Promise<void> {
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { accounts: { id: {
        initialize(config) { window.__gsi = config; },
        renderButton(parent) {
          const button = document.createElement('button');
          button.textContent = 'Sign in with Google';
          button.onclick = () => window.__gsi.callback({ credential: ${JSON.stringify(credential)} });
          parent.appendChild(button);
        },
      } } };`,
    }),
  );
}
