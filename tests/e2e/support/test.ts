import { test as base, type BrowserContext } from '@playwright/test';

// Every journey fails on an error the page did not catch, in any page it opens: its own, a second
// tab, or a context it makes itself. A crashed panel is a failed journey, whatever it asserted.

export { expect } from '@playwright/test';

export const test = base.extend<{ uncaughtErrors: string[] }>({
  uncaughtErrors: [
    async ({ browser, context }, use, testInfo) => {
      const errors: string[] = [];
      const watch = (watched: BrowserContext) =>
        watched.on('weberror', (e) => errors.push(`${e.page()?.url() ?? 'a page'}: ${e.error().stack ?? e.error()}`));
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const made = await newContext(...args);
        watch(made);
        return made;
      };
      await use(errors);
      browser.newContext = newContext;
      if (errors.length > 0 && testInfo.status === testInfo.expectedStatus)
        throw new Error(`The page threw an uncaught error:\n${errors.join('\n')}`);
    },
    { auto: true },
  ],
});
