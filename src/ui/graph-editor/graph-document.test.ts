import { copyOf, documentReducer, emptyDocument, HISTORY_LIMIT, newNode, type EditorGraph } from './graph-document';

const source = newNode('data_source', { x: 0, y: 0 });
const prepare = newNode('preparation', { x: 300, y: 0 });
const edge = { id: 'e1', source: source.id, sourcePort: 'data', target: prepare.id, targetPort: 'in' };
const twoNodes: EditorGraph = { nodes: [source, prepare], edges: [edge] };

describe('documentReducer', () => {
  it('adds a node of a kind with its ports and default parameters', () => {
    const state = documentReducer(emptyDocument(), { type: 'add', node: newNode('report', { x: 5, y: 6 }) });
    expect(state.present.nodes).toEqual([
      expect.objectContaining({
        kind: 'report',
        label: 'Report',
        inputs: [{ id: 'in', name: 'metrics', type: 'metrics' }],
        outputs: [{ id: 'report', name: 'report', type: 'report' }],
        parameters: { format: 'markdown' },
        position: { x: 5, y: 6 },
      }),
    ]);
  });

  it('undoes and redoes every kind of edit, one step each', () => {
    let state = emptyDocument(twoNodes);
    state = documentReducer(state, { type: 'update', nodeId: prepare.id, patch: { label: 'Clean' } });
    state = documentReducer(state, { type: 'move', positions: { [source.id]: { x: 16, y: 32 } } });
    state = documentReducer(state, { type: 'remove', nodeIds: [source.id], edgeIds: [] });
    expect(state.present.nodes.map((n) => n.label)).toEqual(['Clean']);
    expect(state.present.edges).toEqual([]);

    state = documentReducer(state, { type: 'undo' });
    expect(state.present.edges).toEqual([edge]);
    expect(state.present.nodes[0].position).toEqual({ x: 16, y: 32 });
    state = documentReducer(state, { type: 'undo' });
    expect(state.present.nodes[0].position).toEqual({ x: 0, y: 0 });
    state = documentReducer(state, { type: 'undo' });
    expect(state.present).toBe(twoNodes);
    expect(documentReducer(state, { type: 'undo' })).toBe(state);

    state = documentReducer(state, { type: 'redo' });
    expect(state.present.nodes[1].label).toBe('Clean');
    state = documentReducer(state, { type: 'connect', edge: { ...edge, id: 'e2' } });
    expect(state.future).toEqual([]);
    expect(documentReducer(state, { type: 'redo' })).toBe(state);
  });

  it('removes an edge alone, and the edges of a removed node with it', () => {
    const withoutEdge = documentReducer(emptyDocument(twoNodes), { type: 'remove', nodeIds: [], edgeIds: ['e1'] });
    expect(withoutEdge.present).toEqual({ nodes: twoNodes.nodes, edges: [] });
    const withoutNode = documentReducer(emptyDocument(twoNodes), {
      type: 'remove',
      nodeIds: [prepare.id],
      edgeIds: [],
    });
    expect(withoutNode.present).toEqual({ nodes: [source], edges: [] });
  });

  it('loads a graph with no history, and replaces one as a single undoable step', () => {
    const edited = documentReducer(emptyDocument(), { type: 'add', node: source });
    const loaded = documentReducer(edited, { type: 'load', graph: twoNodes });
    expect(loaded).toEqual({ present: twoNodes, past: [], future: [] });
    const replaced = documentReducer(loaded, { type: 'replace', graph: { nodes: [], edges: [] } });
    expect(documentReducer(replaced, { type: 'undo' }).present).toBe(twoNodes);
  });

  it(`keeps the last ${HISTORY_LIMIT} edits`, () => {
    let state = emptyDocument(twoNodes);
    for (let i = 0; i < HISTORY_LIMIT + 5; i++)
      state = documentReducer(state, { type: 'move', positions: { [source.id]: { x: i, y: 0 } } });
    expect(state.past).toHaveLength(HISTORY_LIMIT);
  });
});

describe('copyOf', () => {
  it('copies the chosen nodes and the edges among them with new ids, offset', () => {
    const copy = copyOf(twoNodes, [source.id, prepare.id]);
    expect(copy.nodes.map((n) => n.id)).not.toContain(source.id);
    expect(copy.nodes[0].position).toEqual({ x: 40, y: 40 });
    expect(copy.edges).toEqual([
      expect.objectContaining({ source: copy.nodes[0].id, target: copy.nodes[1].id, sourcePort: 'data' }),
    ]);
    expect(copy.edges[0].id).not.toBe('e1');
  });

  it('leaves out edges to nodes that were not chosen', () => {
    expect(copyOf(twoNodes, [prepare.id]).edges).toEqual([]);
  });
});
