import { render, screen, within } from '@testing-library/react';
import { Providers } from '../../../tests/support/ui/render';
import type { Graph } from '../../domain/workflow-graph/graph-model';
import { ReadOnlyGraph } from './read-only-graph';

// A saved workflow whose layout fails is still shown, as saved, and says so: never a spinner forever.

vi.mock('./use-graph-file-commands', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./use-graph-file-commands')>()),
  laidOut: () => Promise.reject(new Error('elkjs could not load')),
}));

const GRAPH: Graph = {
  nodes: [
    {
      id: 'a',
      kind: 'dataset',
      label: 'Study data',
      inputs: [],
      outputs: [{ id: 'data', name: 'data', type: 'dataset' }],
    },
  ],
  edges: [],
};

describe('ReadOnlyGraph', () => {
  it('shows the graph as saved, and says it could not be laid out, when the layout fails', async () => {
    render(
      <Providers>
        <ReadOnlyGraph graph={GRAPH} name="Soil workflow" label="Graph of Soil workflow" />
      </Providers>,
    );
    expect(await screen.findByText(/The workflow could not be laid out/)).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Graph of Soil workflow' });
    expect(section).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('status', { name: 'Laying out the workflow' })).not.toBeInTheDocument();
    const nodes = within(screen.getByRole('list', { name: 'Workflow nodes' }));
    expect(nodes.getByRole('button', { name: /Study data/ })).toBeInTheDocument();
  });
});
