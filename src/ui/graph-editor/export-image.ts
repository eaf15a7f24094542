import { getNodesBounds, getViewportForBounds, type Node } from '@xyflow/react';

// The graph as a picture: the whole graph framed (not just what is on screen), drawn by
// html-to-image from React Flow's viewport, the way React Flow's own download example does.

const MARGIN = 0.05;
const MAX_SIDE = 4096;

export async function exportImage(
  container: HTMLElement | null,
  nodes: Node[],
  format: 'png' | 'svg',
  fileName: string,
): Promise<void> {
  const viewportElement = container?.querySelector<HTMLElement>('.react-flow__viewport');
  if (!container || !viewportElement || nodes.length === 0) throw new Error('There is nothing on the canvas to export');
  const bounds = getNodesBounds(nodes);
  const width = Math.min(MAX_SIDE, Math.max(640, Math.ceil(bounds.width * 1.1)));
  const height = Math.min(MAX_SIDE, Math.max(360, Math.ceil(bounds.height * 1.1)));
  const viewport = getViewportForBounds(bounds, width, height, 0.05, 2, MARGIN);
  const { toPng, toSvg } = await import('html-to-image');
  const draw = format === 'png' ? toPng : toSvg;
  const url = await draw(viewportElement, {
    backgroundColor: getComputedStyle(container).backgroundColor || '#ffffff',
    width,
    height,
    style: {
      width: `${width}px`,
      height: `${height}px`,
      transform: `translate(${viewport.x}px, ${viewport.y}px) scale(${viewport.zoom})`,
    },
  });
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.${format}`;
  link.click();
}
