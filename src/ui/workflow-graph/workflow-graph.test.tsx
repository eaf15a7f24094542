import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkflowDefinition } from '../../api/types';
import { Providers } from '../../../tests/support/ui/render';
import { NODE_WIDTH } from '../../domain/workflow-graph/graph-layout';
import { layoutWorkflow } from './layout-workflow';
import { WorkflowGraph } from './workflow-graph';

const port = (id: string, type: string) => ({ id, name: id, type });
const DEFINITION: WorkflowDefinition = {
  nodes: [
    {
      id: 'source',
      kind: 'data_source',
      label: 'Census counts',
      description: '',
      inputs: [],
      outputs: [port('data', 'dataset')],
    },
    {
      id: 'prepare',
      kind: 'preparation',
      label: 'Join the data',
      description: '',
      inputs: [port('in', 'dataset')],
      outputs: [port('table', 'table')],
    },
    {
      id: 'report',
      kind: 'report',
      label: 'Write the report',
      description: '',
      inputs: [port('in', 'table')],
      outputs: [],
    },
  ],
  edges: [
    { id: 'e1', source: 'source', sourcePort: 'data', target: 'prepare', targetPort: 'in' },
    { id: 'e2', source: 'prepare', sourcePort: 'table', target: 'report', targetPort: 'in' },
  ],
};

describe('layoutWorkflow', () => {
  it('places the steps in reading order, the way data flows, wrapping a long chain into rows', async () => {
    const laid = await layoutWorkflow(DEFINITION);
    const reading = [...laid].sort((a, b) => a.y - b.y || a.x - b.x).map((n) => n.id);
    expect(reading).toEqual(['source', 'prepare', 'report']);
    expect(laid.every((n) => n.width === NODE_WIDTH && n.height > 0)).toBe(true);
  });
});

describe('WorkflowGraph', () => {
  it('draws every step with its kind and ports, with a legend and a readable list', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Providers>
        <WorkflowGraph definition={DEFINITION} label="Workflow graph" />
      </Providers>,
    );
    const region = screen.getByRole('region', { name: 'Workflow graph' });
    expect(await within(region).findByText('Census counts', { selector: 'p' })).toBeInTheDocument();
    expect(within(region).getByText('Write the report', { selector: 'p' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Node kinds' })).getAllByRole('listitem')).toHaveLength(7);
    await user.click(screen.getByText('Show as list'));
    const steps = within(screen.getByRole('list', { name: 'Workflow steps' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Data source: Census counts → Join the data',
      'Preparation: Join the data → Write the report',
      'Report: Write the report',
    ]);
  });
});
