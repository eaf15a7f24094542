/**
 * Marker shapes by group, so groups differ in shape as well as colour (colour alone does not
 * reach everyone): circle, square, triangle, diamond, then again.
 */
export function markerPath(shape: number, x: number, y: number, r: number): string {
  switch (shape % 4) {
    case 1:
      return `M${x - r},${y - r}h${2 * r}v${2 * r}h${-2 * r}z`;
    case 2:
      return `M${x},${y - r * 1.2}L${x + r * 1.1},${y + r * 0.8}L${x - r * 1.1},${y + r * 0.8}z`;
    case 3:
      return `M${x},${y - r * 1.3}L${x + r * 1.1},${y}L${x},${y + r * 1.3}L${x - r * 1.1},${y}z`;
    default:
      return `M${x - r},${y}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`;
  }
}
