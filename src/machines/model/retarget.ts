// A deliberately broken copy of a machine: one transition sent to a sibling of its target. The copy
// is built from the machine's config (copied only along the way to that transition) with the same
// implementations, so everything else is as the original.
import { createMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { transitionsOf } from './transitions';
import type { MachineTransition } from './types';

type Config = Record<string, unknown>;

/** Where a transition's definitions sit in its state's config, and which of them it is. */
function locate(node: Config, t: MachineTransition): [Config, string] {
  if (t.event === '') return [node, 'always'];
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(t.event);
  if (actor) {
    const invokes = [node.invoke].flat() as Config[];
    return [invokes.find((invoke) => invoke.id === actor[2])!, actor[1] === 'done' ? 'onDone' : 'onError'];
  }
  if (t.delay !== null) return [node.after as Config, String(t.delay)];
  return [node.on as Config, t.event];
}

/** Copies `config` along `path` of state keys, so the leaf state's config may be changed in place. */
function copyAlong(config: Config, path: string[]): { root: Config; leaf: Config } {
  const root = { ...config };
  let leaf = root;
  for (const key of path) {
    const states = { ...(leaf.states as Config) };
    leaf.states = states;
    leaf = states[key] = { ...(states[key] as Config) };
  }
  if (leaf.invoke) leaf.invoke = [leaf.invoke].flat().map((invoke) => ({ ...(invoke as Config) }));
  for (const key of ['on', 'after']) if (leaf[key]) leaf[key] = { ...(leaf[key] as Config) };
  return { root, leaf };
}

/**
 * A sibling to send the transition to instead: the next state after its first target (wrapping),
 * preferring one that does not hold the transition's source (going there may change nothing).
 */
export function siblingOf(machine: AnyStateMachine, t: MachineTransition): string | undefined {
  const target = machine.getStateNodeById(t.targets[0]) as AnyStateNode;
  const siblings = Object.values(target.parent?.states ?? {}) as AnyStateNode[];
  const holdsSource = (node: AnyStateNode) => t.source === node.id || t.source.startsWith(`${node.id}.`);
  const at = siblings.indexOf(target);
  const order = [...siblings.slice(at + 1), ...siblings.slice(0, at)];
  return (order.find((node) => !holdsSource(node)) ?? order[0])?.id;
}

/** The copy, with `transitionId` (an id of transitionsOf) going to `#newTarget` instead. */
export function retarget(machine: AnyStateMachine, transitionId: string, newTarget: string): AnyStateMachine {
  const t = transitionsOf(machine).find((candidate) => candidate.id === transitionId);
  if (!t) throw new Error(`${machine.id} has no transition ${transitionId}`);
  const source = machine.getStateNodeById(t.source) as AnyStateNode;
  const { root, leaf } = copyAlong(machine.config as Config, source.path);
  const [holder, key] = locate(leaf, t);
  const sameEvent = transitionsOf(machine).filter((other) => other.source === t.source && other.event === t.event);
  const index = sameEvent.findIndex((other) => other.id === t.id);
  const definitions = [holder[key]].flat().map((d) => (typeof d === 'string' ? { target: d } : { ...(d as Config) }));
  definitions[index] = { ...definitions[index], target: `#${newTarget}` };
  holder[key] = definitions;
  return createMachine(root as never, machine.implementations as never) as AnyStateMachine;
}

/** The first transition of the definition that can be sent elsewhere, and where. */
export function firstRetargetable(machine: AnyStateMachine): { transition: MachineTransition; to: string } {
  for (const transition of transitionsOf(machine)) {
    const to = transition.targets.length === 1 ? siblingOf(machine, transition) : undefined;
    if (to) return { transition, to };
  }
  throw new Error(`${machine.id} has no transition with a sibling to send it to`);
}
