import type { AnyStateNode } from 'xstate';
import { machineEntries } from '../../machines/registry';
import { transitionsOf } from '../../machines/model/transitions';
import { chartGraphOf, readableDelay } from './chart-graph';
import { door } from './state-charts.test-support';

describe('chartGraphOf', () => {
  it('draws a small machine: nested groups, initial markers, final and history, labelled transitions', () => {
    const graph = chartGraphOf(door);
    expect(graph.nodes.map((n) => [n.id, n.parentId, n.kind, n.label, n.path, n.region])).toEqual([
      ['door', null, 'compound', 'door', '', false],
      ['door:initial', 'door', 'initial', '', '', false],
      ['door.closed', 'door', 'atomic', 'closed', 'closed', false],
      ['door.open', 'door', 'parallel', 'open', 'open', false],
      ['door.open.light', 'door.open', 'compound', 'light', 'open.light', true],
      ['door.open.light:initial', 'door.open.light', 'initial', '', '', false],
      ['door.open.light.off', 'door.open.light', 'atomic', 'off', 'open.light.off', false],
      ['door.open.light.on', 'door.open.light', 'atomic', 'on', 'open.light.on', false],
      ['door.open.light.hist', 'door.open.light', 'history', 'hist', 'open.light.hist', false],
      ['door.open.alarm', 'door.open', 'compound', 'alarm', 'open.alarm', true],
      ['door.open.alarm:initial', 'door.open.alarm', 'initial', '', '', false],
      ['door.open.alarm.armed', 'door.open.alarm', 'atomic', 'armed', 'open.alarm.armed', false],
      ['door.open.alarm.ringing', 'door.open.alarm', 'final', 'ringing', 'open.alarm.ringing', false],
    ]);
    expect(graph.nodes.find((n) => n.kind === 'history')?.deep).toBe(true);
    expect(graph.nodes.find((n) => n.id === 'door.closed')?.internal.map((i) => i.label)).toEqual(['door.knock']);
    expect(graph.nodes.filter((n) => n.internal.length > 0)).toHaveLength(1);
    expect(graph.edges.map((e) => [e.source, e.target, e.label])).toEqual([
      ['door:initial', 'door.closed', ''],
      ['door.closed', 'door.open', 'door.open [isUnlocked]'],
      ['door.open', 'door.closed', 'door.close'],
      ['door.open.light:initial', 'door.open.light.off', ''],
      ['door.open.light.off', 'door.open.light.on', 'light.on'],
      ['door.open.light.on', 'door.open.light.off', 'after 2.5 s'],
      ['door.open.alarm:initial', 'door.open.alarm.armed', ''],
      ['door.open.alarm.armed', 'door.open.alarm.ringing', 'after 5 s'],
    ]);
    expect(graph.edges.filter((e) => e.transitionId === null).map((e) => e.source)).toEqual([
      'door:initial',
      'door.open.light:initial',
      'door.open.alarm:initial',
    ]);
  });

  it('writes delays for people', () => {
    expect([250, 1000, 1500, 5000, 90_000].map(readableDelay)).toEqual(['250 ms', '1 s', '1.5 s', '5 s', '1.5 min']);
  });
});

// Written apart from the builder: the state nodes as the definition nests them.
const allStateNodes = (node: AnyStateNode): string[] => [
  node.id,
  ...Object.values(node.states).flatMap((child) => allStateNodes(child as AnyStateNode)),
];

describe.each(machineEntries().map((entry) => [entry.title, entry] as const))('the chart of %s', (_, entry) => {
  const graph = chartGraphOf(entry.machine);

  it('has a node for every state node, each inside its parent', () => {
    const drawn = graph.nodes.filter((n) => n.kind !== 'initial');
    expect(drawn.map((n) => n.id)).toEqual(allStateNodes(entry.machine.root));
    const ids = new Set(graph.nodes.map((n) => n.id));
    for (const node of graph.nodes) if (node.parentId) expect(ids).toContain(node.parentId);
  });

  it('draws every transition of the definition: an edge per target, or a line inside its state', () => {
    for (const t of transitionsOf(entry.machine)) {
      if (t.targets.length === 0) {
        const state = graph.nodes.find((n) => n.id === t.source);
        expect(
          state?.internal.map((i) => i.transitionId),
          t.id,
        ).toContain(t.id);
      } else {
        const edges = graph.edges.filter((e) => e.transitionId === t.id);
        expect(
          edges.map((e) => [e.source, e.target]),
          t.id,
        ).toEqual(t.targets.map((target) => [t.source, target]));
        const when = t.delay !== null ? 'after ' : t.event || 'always';
        for (const edge of edges) expect(edge.label.startsWith(when), edge.label).toBe(true);
      }
    }
  });
});
