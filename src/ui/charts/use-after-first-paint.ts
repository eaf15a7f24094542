import { startTransition, useEffect, useState } from 'react';

/** From this many rows or targets on, a chart's table and targets wait for its first paint. */
export const LONG_LIST = 200;

/**
 * `value`, except on a chart's first render when `long`: then `empty` until that render is
 * painted, and `value` after, in a transition. A thousand table rows or targets cost more
 * than the picture they come with, and nobody reads them in the first frame; later changes come
 * at once.
 */
export function useAfterFirstPaint<T>(value: T, long: boolean, empty: T): T {
  const [waiting, setWaiting] = useState(long);
  useEffect(() => {
    if (!waiting) return undefined;
    // A frame callback, then a task: the frame has been painted by then.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setWaiting(false)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [waiting]);
  return waiting ? empty : value;
}
