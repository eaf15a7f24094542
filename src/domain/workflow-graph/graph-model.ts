// The shape of a workflow graph as both sides read it: the server validates what it stores with
// it, the editor checks every edit with it. Structural types, so the contract's generated types
// and the server's parsed rows both fit (docs/product.md, "Workflows").

export type PortValue = { id: string; name: string; type: string; required?: boolean };

export type GraphNode = {
  id: string;
  kind: string;
  label: string;
  inputs: PortValue[];
  outputs: PortValue[];
  parameters?: Record<string, unknown>;
};

export type GraphEdge = { id: string; source: string; sourcePort: string; target: string; targetPort: string };

export type Graph = { nodes: GraphNode[]; edges: GraphEdge[] };

/** An input port is required unless it says otherwise. */
export const isRequiredInput = (port: PortValue) => port.required !== false;
