// Where an edge runs when a curve would pass under a node: when its target lies behind its source
// (a long chain wraps into rows, graph-layout.ts, and the edge from one row's end to the next
// row's start would cut back across the row), or when a node sits on the straight line between
// its ends (an edge that skips a layer). It leaves the source to the right, runs along the first
// horizontal gap below the source that no node fills, and enters the target from its left.

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How far a route keeps from the nodes it passes. */
export const ROUTE_CLEARANCE = 20;

/** Whether an edge runs backwards (its target not clearly to the right of its source). */
export const runsBackwards = (source: Point, target: Point) => target.x < source.x + 2 * ROUTE_CLEARANCE;

/** Whether an edge needs a route around: it runs backwards, or a node other than its ends sits on its line. */
export function needsRoute(source: Point, target: Point, boxes: readonly Box[]): boolean {
  if (runsBackwards(source, target)) return true;
  // Only nodes within the box the line spans can sit on it: a few of hundreds.
  const [x1, x2] = [Math.min(source.x, target.x), Math.max(source.x, target.x)];
  const [y1, y2] = [Math.min(source.y, target.y), Math.max(source.y, target.y)];
  const others = boxes.filter(
    (box) =>
      box.x < x2 &&
      box.x + box.width > x1 &&
      box.y < y2 + 1 &&
      box.y + box.height > y1 - 1 &&
      !touches(box, source) &&
      !touches(box, target),
  );
  if (others.length === 0) return false;
  const SAMPLES = 24;
  for (let i = 1; i < SAMPLES; i++) {
    const at = {
      x: source.x + ((target.x - source.x) * i) / SAMPLES,
      y: source.y + ((target.y - source.y) * i) / SAMPLES,
    };
    if (others.some((box) => touches(box, at))) return true;
  }
  return false;
}

/**
 * The routed edge's corner points, source and target included. `below` is the source node's
 * bottom; `boxes` are every node's. The run across is the nearest height below the source, just
 * under or just over a node, where neither it nor the two drops to and from it cross a node.
 */
export function routeAround(source: Point, target: Point, below: number, boxes: readonly Box[]): Point[] {
  const left = target.x - ROUTE_CLEARANCE;
  const right = source.x + ROUTE_CLEARANCE;
  const route = (y: number): Point[] => [
    source,
    { x: right, y: source.y },
    { x: right, y },
    { x: left, y },
    { x: left, y: target.y },
    target,
  ];
  const others = boxes.filter((box) => !touches(box, source) && !touches(box, target));
  const clear = (points: Point[]) =>
    [1, 2, 3].every((i) => others.every((box) => !segmentCrosses(points[i], points[i + 1], box)));
  // Candidate runs: just under the source, and just under or just over each node further down.
  const start = below + ROUTE_CLEARANCE;
  const gaps = [
    start,
    ...boxes.flatMap((box) => [box.y + box.height + ROUTE_CLEARANCE, box.y - ROUTE_CLEARANCE]).filter((y) => y > start),
  ].sort((a, b) => a - b);
  const routes = gaps.map(route);
  const crossings = (points: Point[]) =>
    [1, 2, 3].reduce((n, i) => n + others.filter((box) => segmentCrosses(points[i], points[i + 1], box)).length, 0);
  const found = gaps.find((y) => clear(route(y)));
  if (found === undefined) {
    // None is clear: the one that passes fewest nodes.
    return routes.reduce((best, candidate) => (crossings(candidate) < crossings(best) ? candidate : best));
  }
  // In the middle of its gap, as far from the nodes above and below as the gap allows.
  const centred = route(middleOfGap(found, Math.min(left, right), Math.max(left, right), others));
  return clear(centred) ? centred : route(found);
}

/** The middle between the nearest node bottom above `y` and the nearest node top below it, across x1–x2. */
function middleOfGap(y: number, x1: number, x2: number, boxes: readonly Box[]): number {
  const across = boxes.filter((box) => box.x < x2 && box.x + box.width > x1);
  const above = Math.max(
    y - ROUTE_CLEARANCE,
    ...across.map((box) => box.y + box.height).filter((bottom) => bottom <= y),
  );
  const under = Math.min(y + ROUTE_CLEARANCE, ...across.map((box) => box.y).filter((top) => top >= y));
  return (above + under) / 2;
}

/** Whether a point lies on or in a box: the node an edge leaves or enters. */
const touches = (box: Box, point: Point) =>
  point.x >= box.x - 1 && point.x <= box.x + box.width + 1 && point.y >= box.y - 1 && point.y <= box.y + box.height + 1;

/** Whether a horizontal or vertical run passes within half the clearance of a box. */
function segmentCrosses(a: Point, b: Point, box: Box): boolean {
  const margin = ROUTE_CLEARANCE / 2;
  const [x1, x2] = [Math.min(a.x, b.x), Math.max(a.x, b.x)];
  const [y1, y2] = [Math.min(a.y, b.y), Math.max(a.y, b.y)];
  return (
    x1 < box.x + box.width + margin && x2 > box.x - margin && y1 < box.y + box.height + margin && y2 > box.y - margin
  );
}

/** An SVG path through the points, each corner rounded by up to `radius`. */
export function roundedPath(points: readonly Point[], radius = 8): string {
  let path = `M ${points[0].x} ${points[0].y}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [before, at, after] = [points[i - 1], points[i], points[i + 1]];
    const r = Math.min(radius, distance(before, at) / 2, distance(at, after) / 2);
    const into = towards(at, before, r);
    const out = towards(at, after, r);
    path += ` L ${into.x} ${into.y} Q ${at.x} ${at.y} ${out.x} ${out.y}`;
  }
  const last = points[points.length - 1];
  return `${path} L ${last.x} ${last.y}`;
}

const distance = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);

/** The point `length` from `from` towards `to`. */
function towards(from: Point, to: Point, length: number): Point {
  const d = distance(from, to);
  if (d === 0) return from;
  return { x: from.x + ((to.x - from.x) * length) / d, y: from.y + ((to.y - from.y) * length) / d };
}
