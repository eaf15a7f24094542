import { useParentSize } from '@visx/responsive';

// Where there is no ResizeObserver (jsdom, old browsers) the chart keeps its default width.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
const POLYFILL = typeof ResizeObserver === 'undefined' ? NoResizeObserver : undefined;
const ONLY_WIDTH: ('height' | 'top' | 'left')[] = ['height', 'top', 'left'];

/**
 * The width to draw at: the container's, measured, so text and points keep their size on a phone
 * and on a wide screen; `fallback` until it is measured.
 */
export function useChartWidth(fallback: number) {
  const { parentRef, width } = useParentSize({
    debounceTime: 150,
    ignoreDimensions: ONLY_WIDTH,
    resizeObserverPolyfill: POLYFILL,
  });
  return { ref: parentRef, width: width > 0 ? Math.round(width) : fallback };
}
