import type { FitViewOptions } from '@xyflow/react';

// The editor's minimap sits in the canvas's bottom-right corner (React Flow's default: 200 × 150 px,
// 15 px from the edges) and its zoom controls in the bottom-left. Framing the graph keeps the band
// they sit in clear, so no node is drawn under the minimap, where a click would move the view
// instead of selecting the node. A wide graph (the usual left-to-right chain of steps) is bound by
// the canvas's width, so the band costs it no zoom: it is framed above the band instead of across it.
const MINIMAP_BAND_PX = 150 + 15 + 8;

/** How the editor frames the whole graph: on opening, after a layout, and on "Fit view". */
export const FIT_WHOLE_GRAPH: FitViewOptions = {
  padding: { top: '24px', right: '24px', bottom: `${MINIMAP_BAND_PX}px`, left: '24px' },
  minZoom: 0.05,
  maxZoom: 1,
};
