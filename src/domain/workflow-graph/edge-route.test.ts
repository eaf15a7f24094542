import { describe, expect, it } from 'vitest';
import { needsRoute, roundedPath, routeAround, runsBackwards, type Box, type Point } from './edge-route';

// A wrapped chain's edge runs back below the row it leaves, through a gap no node fills.

const crosses = (a: Point, b: Point, box: Box) => {
  // Routes are made of horizontal and vertical runs.
  const [x1, x2] = [Math.min(a.x, b.x), Math.max(a.x, b.x)];
  const [y1, y2] = [Math.min(a.y, b.y), Math.max(a.y, b.y)];
  return x1 < box.x + box.width && x2 > box.x && y1 < box.y + box.height && y2 > box.y;
};

describe('routeAround', () => {
  // Row one: three nodes side by side, the middle one taller; row two starts below them.
  const row = [
    { x: 0, y: 0, width: 240, height: 100 },
    { x: 312, y: 0, width: 240, height: 180 },
    { x: 624, y: 0, width: 240, height: 100 },
  ];
  const next = { x: 0, y: 240, width: 240, height: 100 };
  const source = { x: 864, y: 50 };
  const target = { x: 0, y: 290 };

  it('is taken only by an edge whose target is not clearly ahead of its source', () => {
    expect(runsBackwards(source, target)).toBe(true);
    expect(runsBackwards({ x: 240, y: 50 }, { x: 312, y: 60 })).toBe(false);
  });

  it('leaves right, runs back below every node of the row it crosses, and enters the target from the left', () => {
    const route = routeAround(source, target, 100, [...row, next]);
    expect(route[0]).toEqual(source);
    expect(route.at(-1)).toEqual(target);
    // Below the taller middle node, not just below the source's own bottom.
    expect(route[3]).toEqual({ x: -20, y: 200 });
    for (let i = 1; i < route.length - 2; i++) {
      for (const box of [...row, next])
        expect(crosses(route[i], route[i + 1], box), `${i} ${JSON.stringify(box)}`).toBe(false);
    }
  });

  it('routes a forward edge only when a node sits on its line', () => {
    const from = { x: 240, y: 50 };
    expect(needsRoute(from, { x: 624, y: 50 }, row)).toBe(true);
    expect(needsRoute(from, { x: 312, y: 50 }, row)).toBe(false);
    const around = routeAround(from, { x: 624, y: 50 }, 100, row);
    for (let i = 1; i < around.length - 2; i++) {
      for (const box of row.slice(1, 2)) expect(crosses(around[i], around[i + 1], box)).toBe(false);
    }
  });

  it('draws the route as one path with rounded corners', () => {
    const path = roundedPath([
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 50 },
    ]);
    expect(path).toBe('M 0 0 L 92 0 Q 100 0 100 8 L 100 50');
  });
});
