import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical axe violations of the page (or of `within`), of the given rules (else all),
 * one line each; [] when clean.
 */
export async function seriousViolations(page: Page, within?: string, rules?: string[]): Promise<string[]> {
  // Violations only: collecting every passing node as well doubles the time axe takes.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (within) builder = builder.include(within);
  if (rules) builder = builder.withRules(rules);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
