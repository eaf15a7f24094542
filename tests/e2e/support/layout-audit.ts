import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Elements drawn past the viewport's right or left edge that the user could not scroll to inside
 * their own container: each as `tag.class "text"` with its right edge. [] when the page fits.
 */
export function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipsSideways = (element: Element) => {
      const { overflowX } = getComputedStyle(element);
      return overflowX !== 'visible';
    };
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && rect.width > 0 && rect.height > 0 && style.opacity !== '0';
    };
    // A wide table inside a scrolling box is fine when the box itself fits.
    const clippedByFittingAncestor = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (!clipsSideways(parent)) continue;
        const rect = parent.getBoundingClientRect();
        if (rect.right <= width + 1 && rect.left >= -1) return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const classes = String(element.getAttribute('class') ?? '')
        .split(' ')
        .slice(0, 3)
        .join('.');
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}.${classes} "${text}" spans ${Math.round(rect.left)}..${Math.round(rect.right)} of ${width}`;
    };
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.right <= width + 1 && rect.left >= -1) continue;
      if (!shown(element) || clippedByFittingAncestor(element)) continue;
      found.push(describe(element));
    }
    if (document.documentElement.scrollWidth <= width + 1) return found;
    // The page scrolls sideways: name the innermost elements that reach past the edge.
    const past = Array.from(document.body.querySelectorAll('*')).filter(
      (element) => element.getBoundingClientRect().right > width + 1 && shown(element),
    );
    const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
    return [
      `the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`,
      ...found,
      ...innermost.slice(0, 5).map((element) => describe(element)),
    ];
  });
}

/** Every axe violation of any impact (of the given rules, else all), one line each; [] when clean. */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  // Violations only: collecting every passing node as well doubles the time axe takes.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return results.violations.map(
    (v) =>
      `${v.impact}: ${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .join(', ')
        .slice(0, 300)})`,
  );
}
