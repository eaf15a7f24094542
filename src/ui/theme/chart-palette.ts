// Eight chart colours, legible on both light and dark surfaces. styles.css mirrors them as
// --chart-1..--chart-8 so SVG and CSS can share them; chart-palette.test.tsx keeps both equal.
export const CHART_PALETTE = [
  '#4c6ef5',
  '#f08c00',
  '#12b886',
  '#e64980',
  '#15aabf',
  '#7950f2',
  '#82c91e',
  '#868e96',
] as const;

/** The CSS custom property for chart colour `index` (0-based, wraps after eight). */
export function chartColorVar(index: number): string {
  return `var(--chart-${(index % CHART_PALETTE.length) + 1})`;
}
