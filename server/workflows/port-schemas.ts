import type { WorkflowDefinition } from '../conversion/conversion-schemas';

// A workflow's input_schema and output_schema, read off its graph: what its sources give, and
// what its last steps give that nothing inside consumes. Written whenever a graph is stored.

type Port = { id: string; name: string; type: string };

const toSchema = (ports: Port[]) => ({
  type: 'object',
  properties: Object.fromEntries(
    ports.map((p) => [p.id, { type: 'string', description: p.name, 'x-port-type': p.type }]),
  ),
  required: ports.map((p) => p.id),
});

export function portSchemasOf(definition: WorkflowDefinition) {
  const consumed = new Set(definition.edges.map((e) => `${e.source}:${e.sourcePort}`));
  const sources = definition.nodes
    .filter((n) => n.kind === 'data_source' || n.kind === 'dataset')
    .flatMap((n) => n.outputs.map((p) => ({ ...p, id: `${n.id}.${p.id}`, name: n.label })));
  const finals = definition.nodes.flatMap((n) =>
    n.outputs
      .filter((p) => !consumed.has(`${n.id}:${p.id}`))
      .map((p) => ({ ...p, id: `${n.id}.${p.id}`, name: `${n.label}: ${p.name}` })),
  );
  return { inputSchema: toSchema(sources), outputSchema: toSchema(finals) };
}
