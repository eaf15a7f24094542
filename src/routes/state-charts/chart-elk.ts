import type { ChartEdge, ChartGraph, ChartNode } from './chart-graph';

// A chart graph as elkjs reads it, and elk's answer as boxes and routes to draw. Nested states
// are nested elk nodes laid out in one pass ('INCLUDE_CHILDREN'), so an edge may cross groups;
// edge routes come back in the root's coordinates, shapes relative to their parent as React Flow
// wants them. Text is not measured here (this runs in a worker): sizes come from character counts.

export interface Point {
  x: number;
  y: number;
}
export interface Box extends Point {
  width: number;
  height: number;
}
export interface ChartLayout {
  /** Each node's box, relative to its parent's. */
  nodes: Record<string, Box>;
  /** Each edge's route (absolute) and its label's box. */
  edges: Record<string, { points: Point[]; label: Box | null }>;
}

type ElkLabel = Partial<Box> & { id?: string; text: string };
type ElkEdge = { id: string; sources: string[]; targets: string[]; labels?: ElkLabel[]; sections?: ElkSection[] };
type ElkSection = { startPoint: Point; endPoint: Point; bendPoints?: Point[] };
export type ElkNode = Partial<Box> & {
  id: string;
  layoutOptions?: Record<string, string>;
  children?: ElkNode[];
  edges?: ElkEdge[];
};

export const LINE = 16;
const TITLE = 30;
const LABEL_CHAR = 6.6;
const TITLE_CHAR = 8;

const textWidth = (text: string, perChar: number) => Math.ceil(text.length * perChar);

/** How tall a group's title band is: its name and its internal transitions. */
export const groupHeader = (node: ChartNode) => TITLE + LINE * node.internal.length;

function leafSize(node: ChartNode): { width: number; height: number } {
  if (node.kind === 'initial') return { width: 12, height: 12 };
  if (node.kind === 'history') return { width: 36, height: 36 };
  const lines = node.internal.map((i) => textWidth(i.label, LABEL_CHAR) + 24);
  const width = Math.max(96, textWidth(node.label, TITLE_CHAR) + 32, ...lines);
  return { width, height: 38 + LINE * node.internal.length + (node.kind === 'final' ? 4 : 0) };
}

function elkNode(node: ChartNode, childrenOf: Map<string | null, ChartNode[]>): ElkNode {
  const children = childrenOf.get(node.id) ?? [];
  if (children.length === 0) return { id: node.id, ...leafSize(node) };
  const widest = Math.max(
    textWidth(node.label, TITLE_CHAR),
    ...node.internal.map((i) => textWidth(i.label, LABEL_CHAR)),
  );
  return {
    id: node.id,
    layoutOptions: {
      'elk.padding': `[top=${groupHeader(node) + 8},left=16,bottom=16,right=16]`,
      'elk.nodeSize.minimum': `(${widest + 40}, ${groupHeader(node) + 24})`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
    },
    children: children.map((child) => elkNode(child, childrenOf)),
  };
}

function elkEdge(edge: ChartEdge): ElkEdge {
  const labels = edge.label ? [{ text: edge.label, width: textWidth(edge.label, LABEL_CHAR) + 8, height: LINE }] : [];
  return { id: edge.id, sources: [edge.source], targets: [edge.target], labels };
}

export type ChartDirection = 'RIGHT' | 'DOWN';

export function elkGraphOfChart(graph: ChartGraph, direction: ChartDirection = 'RIGHT'): ElkNode {
  const childrenOf = new Map<string | null, ChartNode[]>();
  for (const node of graph.nodes) childrenOf.set(node.parentId, [...(childrenOf.get(node.parentId) ?? []), node]);
  return {
    id: 'chart',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': direction,
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
    },
    children: (childrenOf.get(null) ?? []).map((root) => elkNode(root, childrenOf)),
    edges: graph.edges.map(elkEdge),
  };
}

function collectNodes(node: ElkNode, into: Record<string, Box>) {
  for (const child of node.children ?? []) {
    into[child.id] = { x: child.x ?? 0, y: child.y ?? 0, width: child.width ?? 0, height: child.height ?? 0 };
    collectNodes(child, into);
  }
}

function collectEdges(node: ElkNode, into: ChartLayout['edges']) {
  for (const edge of node.edges ?? []) {
    const points = (edge.sections ?? []).flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]);
    const label = edge.labels?.[0];
    into[edge.id] = {
      points,
      label: label ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 } : null,
    };
  }
  for (const child of node.children ?? []) collectEdges(child, into);
}

export function chartLayoutOf(laid: ElkNode): ChartLayout {
  const layout: ChartLayout = { nodes: {}, edges: {} };
  collectNodes(laid, layout.nodes);
  collectEdges(laid, layout.edges);
  return layout;
}
