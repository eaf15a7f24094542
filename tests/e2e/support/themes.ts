import { expect, type Page } from '@playwright/test';
import { axeViolations, overflowingElements } from './layout-audit';
import { screenshotPath } from './session';

/** Switches the system theme the page follows; colours ease over, so this waits until they arrive. */
export async function switchTheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  // The app applies the theme a frame later; its transitions start on the frame after that.
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains('dark') === dark,
    colorScheme === 'dark',
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition)));
}

/** Axe in both themes, a screenshot of each (`name` is a path under screens/), and nothing wider than a phone at 390 px. */
export async function auditInThemes(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await switchTheme(page, scheme);
    await page.screenshot({ path: screenshotPath(`${name}-${scheme}`), fullPage: true });
    expect
      .soft(await axeViolations(page, scheme === 'dark' ? ['color-contrast'] : undefined), `${name}, ${scheme}`)
      .toEqual([]);
  }
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  expect.soft(await overflowingElements(page), `${name} at 390 px`).toEqual([]);
  await page.screenshot({ path: screenshotPath(`${name}-390`), fullPage: true });
  await page.setViewportSize(desktop);
  await switchTheme(page, 'light');
}
