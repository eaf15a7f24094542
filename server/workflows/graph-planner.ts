import type { GraphSpecification } from '../../src/domain/workflow-graph/graph-specification';
import { NODE_CATALOGUE, type NodeKind } from '../../src/domain/workflow-graph/node-catalogue';
import type { WorkflowDefinition, WorkflowNode } from '../conversion/conversion-schemas';

// The offline engine's graph from a specification: one source per input the input schema names,
// joined by a preparation step, then one node per capability in the order given (its kind read
// from its words), with the steps a typed chain needs put in between (data is prepared before
// it is analysed, results are evaluated before they are reported), ending in what the output
// schema asks for. Deterministic and always a complete, valid graph.

const KIND_WORDS: Array<[NodeKind, RegExp]> = [
  ['report', /\b(report|write|summar(y|ise|ize) (the )?(findings|results)|publish|document)/i],
  ['evaluation', /\b(evaluat|score|metric|benchmark|validat|assess|measure (the )?(accuracy|performance))/i],
  ['agent', /\b(agent|llm|language model|chat|assistant)/i],
  [
    'preparation',
    /\b(clean|filter|join|merge|normali[sz]|prepar|preprocess|transform|aggregat|impute|segment the data)/i,
  ],
];

export const kindForCapability = (capability: string): NodeKind =>
  KIND_WORDS.find(([, words]) => words.test(capability))?.[0] ?? 'method_step';

type Properties = Record<string, { description?: unknown; 'x-port-type'?: unknown }>;
const propertiesOf = (schema: Record<string, unknown>) =>
  Object.entries((schema.properties ?? {}) as Properties).map(([key, p]) => ({
    key,
    label: typeof p.description === 'string' && p.description ? p.description : key,
    type: typeof p['x-port-type'] === 'string' ? p['x-port-type'] : 'dataset',
  }));

const short = (text: string, max = 60) => {
  const t = text.trim().replace(/^\w/, (c) => c.toUpperCase());
  return t.length <= max ? t : `${t.slice(0, max - 1).trimEnd()}…`;
};

class Plan {
  nodes: WorkflowNode[] = [];
  edges: WorkflowDefinition['edges'] = [];
  /** The last node that gives a table, for steps that must start from one. */
  lastTable?: WorkflowNode;
  current?: WorkflowNode;

  add(
    kind: NodeKind,
    label: string,
    description = NODE_CATALOGUE[kind].description,
    inputs = NODE_CATALOGUE[kind].inputs,
  ) {
    const node: WorkflowNode = {
      id: `${kind.replace('_', '-')}-${this.nodes.length + 1}`,
      kind,
      label,
      description,
      inputs,
      outputs: NODE_CATALOGUE[kind].outputs,
      parameters: {},
    };
    this.nodes.push(node);
    return node;
  }

  link(from: WorkflowNode, to: WorkflowNode, targetPort = to.inputs[0].id) {
    this.edges.push({
      id: `${from.id}->${to.id}`,
      source: from.id,
      sourcePort: from.outputs[0].id,
      target: to.id,
      targetPort,
    });
  }

  /** Appends a node, feeding it from what came before, with the steps its input type needs first. */
  then(kind: NodeKind, label: string, description?: string): WorkflowNode {
    // A preparation after the data is joined reshapes the table rather than reading a dataset.
    const inputs =
      kind === 'preparation' && this.lastTable
        ? [{ id: 'in', name: 'table', type: 'table' }]
        : NODE_CATALOGUE[kind].inputs;
    const wants = inputs[0]?.type;
    if (wants === 'table' && !this.lastTable) this.then('preparation', 'Prepare the data');
    if (wants === 'metrics' && this.current?.outputs[0].type !== 'metrics')
      this.then('evaluation', 'Evaluate the results');
    const from = wants === 'table' && this.current?.outputs[0].type !== 'table' ? this.lastTable : this.current;
    const node = this.add(kind, label, description, inputs);
    if (from && node.inputs.length > 0) this.link(from, node);
    this.current = node;
    if (node.outputs[0].type === 'table') this.lastTable = node;
    return node;
  }
}

function addSources(plan: Plan, spec: GraphSpecification) {
  const inputs = propertiesOf(spec.input_schema);
  const sources = (inputs.length > 0 ? inputs : [{ key: 'data', label: 'Input data', type: 'dataset' }]).map((input) =>
    plan.add('data_source', short(input.label), `Reads ${input.label} (${input.key})`),
  );
  const joinPorts = sources.map((s, i) => ({ id: `in-${i + 1}`, name: s.label, type: 'dataset' }));
  const join = plan.add(
    'preparation',
    sources.length > 1 ? 'Join the inputs' : 'Prepare the data',
    undefined,
    joinPorts,
  );
  sources.forEach((source, i) => plan.link(source, join, joinPorts[i].id));
  plan.current = join;
  plan.lastTable = join;
}

export function planGraph(spec: GraphSpecification): WorkflowDefinition {
  const plan = new Plan();
  addSources(plan, spec);
  for (const capability of spec.capabilities.map((c) => c.trim()).filter(Boolean))
    plan.then(kindForCapability(capability), short(capability), capability);
  const wanted = new Set(propertiesOf(spec.output_schema).map((p) => p.type));
  if (wanted.has('metrics') && !plan.nodes.some((n) => n.kind === 'evaluation'))
    plan.then('evaluation', 'Evaluate the results');
  if (wanted.has('report') && plan.current?.kind !== 'report')
    plan.then('report', `Report: ${short(spec.purpose, 50)}`);
  return { nodes: plan.nodes, edges: plan.edges };
}
