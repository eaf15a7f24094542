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

/**
 * Controls in view that something else is drawn over (a floating button over a heading's link, a
 * bar over a select): each as `control under covering`. A control is probed at its centre, a drawn
 * line (a graph's edge) at points along it, and counted only when no probe reaches it. A control
 * clipped out of its own scrolling box, visually hidden behind its label (a styled file input or
 * radio), one of a chart's overlapping targets, a graph's edge where another edge crosses it, or one
 * scrolled under a sticky bar is not counted: a sticky bar holds its own room in the flow, so it
 * covers only what the reader has scrolled past, and that by design.
 */
export function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const visuallyHidden = (style: CSSStyleDeclaration) =>
      style.visibility === 'hidden' ||
      style.opacity === '0' ||
      style.pointerEvents === 'none' ||
      (style.clip !== '' && style.clip !== 'auto') ||
      style.clipPath !== 'none';
    const clippedOut = (element: Element, x: number, y: number) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(parent);
        if (overflowX === 'visible' && overflowY === 'visible') continue;
        const box = parent.getBoundingClientRect();
        if (x < box.left || x > box.right || y < box.top || y > box.bottom) return true;
      }
      return false;
    };
    const stuck = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement)
        if (getComputedStyle(node).position === 'sticky') return true;
      return false;
    };
    // Where a pointer would reach the control: its box's centre, or for a drawn line (a graph's
    // edge) points along the line itself, since the centre of a bent line's box is often off it
    // and a line can be taken anywhere along its length.
    const probes = (control: Element, rect: DOMRect) => {
      const lines = [control, ...Array.from(control.querySelectorAll('path'))].filter(
        (element): element is SVGPathElement => element instanceof SVGPathElement,
      );
      const line = lines.sort((a, b) => b.getTotalLength() - a.getTotalLength())[0];
      const screen = line?.getScreenCTM();
      if (!line || !screen) return [{ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }];
      return [0.5, 0.3, 0.7, 0.15, 0.85].map((share) => {
        const at = line.getPointAtLength(line.getTotalLength() * share);
        const point = new DOMPoint(at.x, at.y).matrixTransform(screen);
        return { x: point.x, y: point.y };
      });
    };
    /** What is drawn over the control at a point, or null when the point reaches the control. */
    const coveringAt = (control: Element, x: number, y: number): Element | null => {
      const hit = document.elementFromPoint(x, y);
      if (!hit || control.contains(hit) || hit.contains(control)) return null;
      // A chart's targets (one Tab stop, arrows between them) may overlap where its points do.
      const drawing = (element: Element) => (element as SVGElement).ownerSVGElement ?? null;
      if (drawing(control) && drawing(control) === drawing(hit)) return null;
      // A graph's edges may cross one another; each stays reachable along the rest of its line.
      if (control.closest('.react-flow__edge') && hit.closest('.react-flow__edge')) return null;
      const label = hit.closest('label');
      if (label && label.control === control) return null;
      if (stuck(hit)) return null;
      return hit;
    };
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [tabindex="0"]',
    );
    const found: string[] = [];
    for (const control of Array.from(controls)) {
      const rect = control.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2 || visuallyHidden(getComputedStyle(control))) continue;
      const inView = probes(control, rect).filter(
        ({ x, y }) => x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight && !clippedOut(control, x, y),
      );
      if (inView.length === 0) continue;
      // Covered only where no probe reaches the control itself.
      const covers = inView.map(({ x, y }) => coveringAt(control, x, y));
      if (covers.some((hit) => hit === null)) continue;
      const hit = covers[0]!;
      found.push(`${name(control)} under ${name(hit)}`);
    }
    return found;
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
