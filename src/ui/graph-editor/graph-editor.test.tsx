import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useReducer } from 'react';
import { Providers } from '../../../tests/support/ui/render';
import { NODE_CATALOGUE, NODE_KIND_IDS } from '../../domain/workflow-graph/node-catalogue';
import type { Graph } from '../../domain/workflow-graph/graph-model';
import {
  WORKFLOW_NODE_DESCRIPTION_MAX,
  WORKFLOW_NODE_LABEL_MAX,
  WORKFLOW_NODE_NOTES_MAX,
} from '../../domain/contract-limits';
import { documentReducer, editorGraphOf, emptyDocument } from './graph-document';
import { GraphEditor } from './graph-editor';

const onSave = vi.fn();

function Editor({ readOnly = false, graph }: { readOnly?: boolean; graph?: Graph }) {
  const [document, dispatch] = useReducer(documentReducer, undefined, () =>
    emptyDocument(graph && editorGraphOf(graph)),
  );
  return (
    <GraphEditor
      document={document}
      dispatch={dispatch}
      readOnly={readOnly}
      name="Soil pipeline"
      saveState="Unsaved changes"
      saving={false}
      onSave={onSave}
      onConnecting={() => {}}
      onGenerate={() => {}}
    />
  );
}

const nodeList = () => within(screen.getByRole('list', { name: 'Workflow nodes' }));
const problems = () => within(screen.getByRole('list', { name: 'Graph problems' }));
const inspector = () => within(screen.getByRole('region', { name: 'Selected node' }));

async function addNode(user: UserEvent, kind: string) {
  await user.click(screen.getByRole('button', { name: `Add ${kind} node` }));
}

describe('GraphEditor', () => {
  it('adds nodes from the palette, connects them from the keyboard and refuses a type mismatch', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Providers>
        <Editor />
      </Providers>,
    );
    expect(screen.getByText('No nodes yet: add one from the palette.')).toBeInTheDocument();
    await addNode(user, 'Data source');
    await addNode(user, 'Evaluation');
    await addNode(user, 'Preparation');
    expect(
      nodeList()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Data source (Data source)', 'Evaluation (Evaluation)', 'Preparation (Preparation)']);
    expect(
      problems().getByRole('button', { name: 'To finish: "Evaluation" is connected to nothing' }),
    ).toBeInTheDocument();

    // The last added node is selected: feed its input from the data source.
    expect(inspector().getByRole('heading', { name: 'Preparation' })).toBeInTheDocument();
    await user.selectOptions(
      inspector().getByRole('combobox', { name: 'Feed "data" (dataset) from' }),
      'Data source: data (dataset)',
    );
    expect(nodeList().getByRole('button', { name: /^Preparation/ })).toHaveTextContent('from Data source');
    expect(problems().queryByRole('button', { name: /"Preparation" is connected to nothing/ })).not.toBeInTheDocument();

    // The evaluation takes a table: a dataset is refused, with the reason.
    await user.click(nodeList().getByRole('button', { name: /^Evaluation/ }));
    await user.selectOptions(
      inspector().getByRole('combobox', { name: 'Feed "results" (table) from' }),
      'Data source: data (dataset)',
    );
    expect(inspector().getByRole('alert')).toHaveTextContent('A dataset output cannot feed a table input');
    await user.selectOptions(
      inspector().getByRole('combobox', { name: 'Feed "results" (table) from' }),
      'Preparation: analysis table (table)',
    );
    expect(nodeList().getByRole('button', { name: /^Evaluation/ })).toHaveTextContent('from Preparation');
  });

  it('undoes and redoes edits, renames a node, and checks parameters against their schema', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Providers>
        <Editor />
      </Providers>,
    );
    await addNode(user, 'Method step');
    const name = inspector().getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Fit the model{Enter}');
    expect(nodeList().getByRole('button', { name: /^Fit the model/ })).toBeInTheDocument();

    const seed = inspector().getByRole('spinbutton', { name: /Random seed/ });
    await user.clear(seed);
    await user.type(seed, '1.5');
    await user.tab();
    expect(inspector().getByText('Random seed must be a whole number')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(nodeList().getByRole('button', { name: /^Method step/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('No nodes yet: add one from the palette.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(nodeList().getByRole('button', { name: /^Fit the model/ })).toBeInTheDocument();
  });

  it("takes no more text in a node's name, description and notes than a save may carry", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Providers>
        <Editor />
      </Providers>,
    );
    await addNode(user, 'Method step');
    for (const [field, max] of [
      ['Name', WORKFLOW_NODE_LABEL_MAX],
      ['Description', WORKFLOW_NODE_DESCRIPTION_MAX],
      ['Notes', WORKFLOW_NODE_NOTES_MAX],
    ] as const) {
      const box = inspector().getByRole('textbox', { name: new RegExp(`^${field}`) });
      await user.clear(box);
      await user.click(box);
      await user.paste('y'.repeat(max + 10));
      expect(box, field).toHaveValue('y'.repeat(max));
    }
    await user.tab();
    expect(nodeList().getByRole('button', { name: new RegExp(`^${'y'.repeat(40)}`) })).toBeInTheDocument();
  });

  it('duplicates and deletes the selected node, and saves with Ctrl+S', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Providers>
        <Editor />
      </Providers>,
    );
    await addNode(user, 'Report');
    await user.click(inspector().getByRole('button', { name: 'Duplicate node' }));
    expect(nodeList().getAllByRole('button', { name: /^Report/ })).toHaveLength(2);
    await user.click(inspector().getByRole('button', { name: 'Delete node' }));
    expect(nodeList().getAllByRole('button', { name: /^Report/ })).toHaveLength(1);
    await user.keyboard('{Control>}s{/Control}');
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('refuses a file that is not a graph, naming why, and keeps the canvas', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Providers>
        <Editor />
      </Providers>,
    );
    await addNode(user, 'Dataset');
    const file = new File(['{"nodes": 3}'], 'broken.json', { type: 'application/json' });
    await user.upload(screen.getByLabelText('Graph file to import'), file);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Import failed');
    expect(alert).toHaveTextContent('The file is not a workflow graph: it needs a list of nodes and a list of edges');
    expect(nodeList().getByRole('button', { name: /^Dataset/ })).toBeInTheDocument();
    expect(problems().getByRole('button', { name: 'To finish: "Dataset" has no dataset chosen' })).toBeInTheDocument();
  });

  it('read-only, shows the graph without the palette or editing commands', () => {
    render(
      <Providers>
        <Editor readOnly />
      </Providers>,
    );
    expect(screen.queryByRole('navigation', { name: 'Node palette' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save workflow' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export JSON' })).toBeInTheDocument();
  });

  // As conversion and older saves store them: no parameters, no description.
  const bare: Graph = {
    nodes: NODE_KIND_IDS.map((kind) => ({
      id: kind,
      kind,
      label: `Bare ${kind}`,
      inputs: NODE_CATALOGUE[kind].inputs,
      outputs: NODE_CATALOGUE[kind].outputs,
    })),
    edges: [],
  };

  it.each([true, false])(
    'opens the form of every node stored without parameters (read-only: %s), with its defaults',
    async (readOnly) => {
      const user = userEvent.setup({ delay: null });
      render(
        <Providers>
          <Editor readOnly={readOnly} graph={bare} />
        </Providers>,
      );
      for (const kind of NODE_KIND_IDS) {
        await user.click(nodeList().getByRole('button', { name: new RegExp(`^Bare ${kind}`) }));
        expect(inspector().getByRole('heading', { name: `Bare ${kind}` })).toBeInTheDocument();
        expect(inspector().getByRole('textbox', { name: /^Description/ })).toHaveValue(
          NODE_CATALOGUE[kind].description,
        );
      }
      expect(inspector().getByRole('combobox', { name: 'Format' })).toHaveValue('markdown');
      await user.click(nodeList().getByRole('button', { name: /^Bare evaluation/ }));
      expect(inspector().getByRole('combobox', { name: 'Better when' })).toHaveValue('maximize');
      await user.click(nodeList().getByRole('button', { name: /^Bare method_step/ }));
      expect(inspector().getByRole('spinbutton', { name: /Random seed/ })).toHaveValue(42);
    },
  );
});
