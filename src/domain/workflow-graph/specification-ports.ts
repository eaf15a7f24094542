import type { PortType } from './node-catalogue';

// The inputs and outputs of "Generate from a specification", typed in as rows: each becomes one
// property of the JSON Schema the generator reads, its kind under `x-port-type`.

export type PortDraft = { name: string; description: string; type: PortType };
export type PortDirection = 'input' | 'output';

export const blankPort = (type: PortType): PortDraft => ({ name: '', description: '', type });

/** A row with nothing typed in is left out, so an untouched starting row sends nothing. */
const isBlank = (port: PortDraft) => !port.name.trim() && !port.description.trim();

/** The JSON Schema object the generator reads: one property per filled row. */
export function portsSchema(ports: PortDraft[]): Record<string, unknown> {
  const properties = ports
    .filter((port) => !isBlank(port))
    .map((port) => {
      const description = port.description.trim();
      return [port.name.trim(), { type: 'string', ...(description && { description }), 'x-port-type': port.type }];
    });
  return { type: 'object', properties: Object.fromEntries(properties) };
}

const capital = (word: string) => word[0].toUpperCase() + word.slice(1);

/** Each row's problem in plain words (or undefined), in row order. */
export function portProblems(ports: PortDraft[], direction: PortDirection): Array<string | undefined> {
  const firstWithName = new Map<string, number>();
  return ports.map((port, i) => {
    if (isBlank(port)) return undefined;
    const name = port.name.trim();
    if (!name) return `${capital(direction)} ${i + 1} needs a name`;
    const first = firstWithName.get(name);
    if (first !== undefined) return `${capital(direction)} ${i + 1} has the same name as ${direction} ${first + 1}`;
    firstWithName.set(name, i);
    return undefined;
  });
}
