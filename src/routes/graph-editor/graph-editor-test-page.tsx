import { useEffect, useReducer, useState } from 'react';
import { generateLayeredGraph } from '../../domain/workflow-graph/generate-graph';
import { Button } from '../../ui/components/button';
import { documentReducer, editorGraphOf, emptyDocument, type EditorGraph } from '../../ui/graph-editor/graph-document';
import { GraphEditor } from '../../ui/graph-editor/graph-editor';
import { usePageTitle } from '../../ui/layout/page-title';
import { layoutInWorker } from '../../ui/workflow-graph/layout-in-worker';
import { useFrameRate } from './use-frame-rate';

/**
 * /graph-editor-test: the editor under load, on a generated workflow of 300 nodes that grows to
 * 1,000, with the frame rate and the last layout's time read out. Nothing here is saved.
 */

async function laidOutGraph(size: number): Promise<{ graph: EditorGraph; ms: number }> {
  const graph = editorGraphOf(generateLayeredGraph(size));
  const started = performance.now();
  const positions = new Map((await layoutInWorker(graph)).map((p) => [p.id, { x: p.x, y: p.y }]));
  const ms = Math.round(performance.now() - started);
  return { graph: { ...graph, nodes: graph.nodes.map((n) => ({ ...n, position: positions.get(n.id) })) }, ms };
}

export function GraphEditorTestPage() {
  usePageTitle('Graph editor test');
  const [size, setSize] = useState<300 | 1000>(300);
  // The last layout's time, for the size it was made at: a new size is laying out until its own.
  const [laidOut, setLaidOut] = useState<{ size: number; ms: number }>();
  const layoutMs = laidOut?.size === size ? laidOut.ms : undefined;
  const [document, dispatch] = useReducer(documentReducer, undefined, () => emptyDocument());
  const fps = useFrameRate();
  useEffect(() => {
    let current = true;
    void laidOutGraph(size).then(({ graph, ms }) => {
      if (!current) return;
      dispatch({ type: 'load', graph });
      setLaidOut({ size, ms });
    });
    return () => {
      current = false;
    };
  }, [size]);

  const graph = document.present;
  // Busy while the generated graph is laid out, so a reader (and a test) waits for the whole graph.
  return (
    <div className="flex flex-col gap-4" aria-busy={layoutMs === undefined}>
      <div className="flex flex-wrap items-center gap-4">
        <Button size="sm" variant="secondary" onClick={() => setSize(size === 300 ? 1000 : 300)}>
          {size === 300 ? 'Grow to 1,000 nodes' : 'Back to 300 nodes'}
        </Button>
        <dl aria-label="Load readout" className="flex flex-wrap gap-4 text-sm">
          {[
            ['Nodes', graph.nodes.length.toLocaleString('en')],
            ['Edges', graph.edges.length.toLocaleString('en')],
            ['Layout time', layoutMs === undefined ? 'laying out…' : `${layoutMs} ms`],
            ['Frame rate', `${fps} fps`],
          ].map(([term, value]) => (
            <div key={term} className="flex gap-1.5">
              <dt className="text-fg-muted">{term}</dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <GraphEditor
        document={document}
        dispatch={dispatch}
        readOnly={false}
        name={`Generated ${size}-node workflow`}
        saveState="A sandbox: nothing here is saved"
        saving={false}
        onConnecting={() => {}}
      />
    </div>
  );
}
