import { render, screen, within } from '@testing-library/react';
import { Providers } from '../../../tests/support/ui/render';
import { machineEntries } from '../../machines/registry';
import { chartGraphOf } from './chart-graph';
import { layoutChart } from './chart-layout';
import { StateChart } from './state-chart';
import { door } from './state-charts.test-support';

// jsdom has no Worker: the layout runs elkjs in place, the same code the worker runs.

describe.each(machineEntries().map((entry) => [entry.title, entry] as const))('the layout of %s', (_, entry) => {
  it('gives every state a box inside its parent, and every transition a route', async () => {
    const graph = chartGraphOf(entry.machine);
    const layout = await layoutChart(graph);
    for (const node of graph.nodes) {
      const box = layout.nodes[node.id];
      expect(box.width * box.height, node.id).toBeGreaterThan(0);
      const parent = node.parentId && layout.nodes[node.parentId];
      if (parent) {
        expect(box.x + box.width, node.id).toBeLessThanOrEqual(parent.width);
        expect(box.y + box.height, node.id).toBeLessThanOrEqual(parent.height);
      }
    }
    for (const edge of graph.edges) {
      expect(layout.edges[edge.id].points.length, edge.id).toBeGreaterThanOrEqual(2);
      expect(layout.edges[edge.id].label !== null, edge.id).toBe(edge.label !== '');
    }
  });
});

describe('StateChart', () => {
  it('draws the states, marks the current ones on their nodes and names them in text', async () => {
    const active = [
      'door',
      'door.open',
      'door.open.light',
      'door.open.light.off',
      'door.open.alarm',
      'door.open.alarm.armed',
    ];
    render(
      <Providers>
        <StateChart machine={door} activeStates={active} label="Door state chart" />
      </Providers>,
    );
    const chart = screen.getByRole('region', { name: 'Door state chart' });
    const off = await within(chart).findByRole('group', { name: 'State open.light.off' });
    expect(off).toHaveAttribute('aria-current', 'true');
    expect(within(chart).getByRole('group', { name: 'Parallel state open' })).toHaveAttribute('aria-current', 'true');
    expect(within(chart).getByRole('group', { name: 'State closed' })).not.toHaveAttribute('aria-current');
    expect(within(chart).getByRole('group', { name: 'Final state open.alarm.ringing' })).toBeInTheDocument();
    expect(within(chart).getByRole('group', { name: 'History state open.light.hist' })).toHaveTextContent('H*');
    expect(within(chart).getByRole('list', { name: 'Transitions within closed' })).toHaveTextContent('door.knock');
    expect(chart).toHaveTextContent('Current state: open.light.off, open.alarm.armed');
    for (const name of ['Zoom in', 'Zoom out', 'Fit view'])
      expect(within(chart).getByRole('button', { name })).toBeInTheDocument();
  });

  it('says nothing of a current state when none is given', async () => {
    render(
      <Providers>
        <StateChart machine={door} label="Door state chart" />
      </Providers>,
    );
    expect(await screen.findByRole('group', { name: 'State closed' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByText(/Current state/)).not.toBeInTheDocument();
  });
});
