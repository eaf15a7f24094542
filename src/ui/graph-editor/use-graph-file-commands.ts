import { useReactFlow } from '@xyflow/react';
import { useState } from 'react';
import { graphFile, parseGraphFile } from '../../domain/workflow-graph/graph-file';
import { downloadFile } from '../download-file';
import { useToast } from '../toast/toast-provider';
import { layoutInWorker } from '../workflow-graph/layout-in-worker';
import { exportImage } from './export-image';
import { editorGraphOf, type DocumentAction, type EditorGraph } from './graph-document';

// The editor's commands that lay the graph out or move it in and out of files: auto layout (in a
// web worker), export as JSON, PNG or SVG, and import of a JSON graph checked as a save would be.

type Options = {
  graph: EditorGraph;
  name: string;
  dispatch: (action: DocumentAction) => void;
  container: () => HTMLElement | null;
  /** Frames the whole graph once the canvas has drawn what was just laid out. */
  requestFit: () => void;
};

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'workflow';

/** Where each node sits after elkjs's layered layout. */
export async function laidOut(graph: EditorGraph): Promise<EditorGraph> {
  const positions = new Map((await layoutInWorker(graph)).map((p) => [p.id, { x: p.x, y: p.y }]));
  return { ...graph, nodes: graph.nodes.map((n) => ({ ...n, position: positions.get(n.id) ?? n.position })) };
}

export function useGraphFileCommands({ graph, name, dispatch, container, requestFit }: Options) {
  const flow = useReactFlow();
  const toast = useToast();
  const [laying, setLaying] = useState(false);
  return {
    laying,
    autoLayout: async () => {
      setLaying(true);
      try {
        dispatch({ type: 'replace', graph: await laidOut(graph) });
        requestFit();
      } catch (error) {
        toast.error('The graph could not be laid out', error instanceof Error ? error.message : undefined);
      } finally {
        setLaying(false);
      }
    },
    exportJson: () =>
      downloadFile({
        fileName: `${slug(name)}.json`,
        mimeType: 'application/json',
        content: JSON.stringify(graphFile(name, graph), null, 2),
      }),
    exportImage: (format: 'png' | 'svg') =>
      exportImage(container(), flow.getNodes(), format, slug(name)).catch((error: unknown) =>
        toast.error(
          `The ${format.toUpperCase()} could not be made`,
          error instanceof Error ? error.message : undefined,
        ),
      ),
    importFile: async (file: File) => {
      const parsed = parseGraphFile(await file.text());
      if (!parsed.ok) return toast.error('Import failed', parsed.error);
      const imported = (await laidOut(editorGraphOf(parsed.graph))) satisfies EditorGraph;
      dispatch({ type: 'replace', graph: imported });
      requestFit();
      toast.success(
        'Graph imported',
        `${imported.nodes.length} nodes from ${file.name}; undo brings back the previous graph.`,
      );
    },
  };
}
