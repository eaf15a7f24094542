import { useEffect, useState } from 'react';

// Frames drawn in the last second, counted with requestAnimationFrame: how smooth the canvas
// feels while it is panned, zoomed or dragged.

export function useFrameRate(): number {
  const [fps, setFps] = useState(0);
  useEffect(() => {
    let frames = 0;
    let since = performance.now();
    let handle = requestAnimationFrame(function count(now) {
      frames += 1;
      if (now - since >= 1000) {
        setFps(Math.round((frames * 1000) / (now - since)));
        frames = 0;
        since = now;
      }
      handle = requestAnimationFrame(count);
    });
    return () => cancelAnimationFrame(handle);
  }, []);
  return fps;
}
