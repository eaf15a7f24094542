import { useCallback, useState } from 'react';

/** A resize is drawn once it has settled, so dragging a window's edge does not redraw per frame. */
const RESIZE_SETTLE_MS = 150;

export interface ChartWidth {
  /** On the container whose width the chart takes. */
  ref: (node: HTMLDivElement | null) => (() => void) | undefined;
  /** The container's width, or `fallback` until it is read or where it has none. */
  width: number;
  /** Whether the width has been read: false only until the container is in the page. */
  measured: boolean;
}

const widthOf = (node: Element) => Math.round(node.getBoundingClientRect().width);

/**
 * The width to draw at: the container's, so text and points keep their size on a phone and on a
 * wide screen. It is read as soon as the container is in the page, before the first paint, so a
 * chart is drawn once at its width rather than first at `fallback`; then again after each resize.
 * A container with no width (hidden, or in a test DOM that lays nothing out) gets `fallback`.
 */
export function useChartWidth(fallback: number): ChartWidth {
  const [measuredWidth, setMeasuredWidth] = useState<number>();
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node) return undefined;
      // Set while React commits, so the chart is drawn at this width before the browser paints.
      let known = widthOf(node) || fallback;
      setMeasuredWidth(known);
      if (typeof ResizeObserver === 'undefined') return undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const observer = new ResizeObserver(() => {
        const width = widthOf(node);
        clearTimeout(timer);
        if (width === 0 || width === known) return;
        timer = setTimeout(() => setMeasuredWidth((known = width)), RESIZE_SETTLE_MS);
      });
      observer.observe(node);
      return () => {
        clearTimeout(timer);
        observer.disconnect();
      };
    },
    [fallback],
  );
  return { ref, width: measuredWidth ?? fallback, measured: measuredWidth !== undefined };
}
