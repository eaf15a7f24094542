import type { GenerationStrategy } from '../types';
import type { LibraryMethod } from './fields/field-library';
import { lowerFirst } from './offline-ideas';

// How an offline summary opens and goes on. Each strategy has several openings, and a session's
// ideas take them in turn (the kth idea of a strategy the kth opening), so no opening starts more
// than a few of a session's summaries; the sentences after it vary their order too.
// docs/engine.md, "Fields and methods".

export interface OpeningInput {
  main: LibraryMethod;
  rival: LibraryMethod;
  topic: string;
  system: string;
}

type Opening = (input: OpeningInput) => string;

const name = (m: LibraryMethod) => lowerFirst(m.name);

export const OPENINGS: Record<GenerationStrategy, Opening[]> = {
  literature: [
    ({ main, topic }) => `Building on what the field has published, this idea applies ${name(main)} to ${topic}`,
    ({ main, system }) =>
      `Published work leaves a gap in ${system} that ${name(main)} is placed to fill; the design starts from what is known`,
    ({ main, topic }) => `${main.name} has a track record elsewhere; here it is brought to ${topic}`,
    ({ main, system }) => `The literature on ${system} points to an open question, and ${name(main)} can answer it`,
  ],
  debate: [
    ({ main, rival }) =>
      `Two camps disagree on the route: ${name(main)}, where ${main.mechanism}, against ${name(rival)}, where ${rival.mechanism}; the design runs both on the same targets`,
    ({ main, rival, system }) =>
      `Should ${system} be tackled by ${name(main)} (${main.mechanism}) or by ${name(rival)} (${rival.mechanism})? Both run on the same targets`,
    ({ main, rival }) =>
      `A head-to-head trial: ${name(main)}, where ${main.mechanism}, and ${name(rival)}, where ${rival.mechanism}, on the same targets`,
    ({ main, rival, system }) =>
      `Researchers on ${system} split between ${name(main)}, where ${main.mechanism}, and ${name(rival)}, where ${rival.mechanism}; this design settles it on shared targets`,
  ],
  assumptions: [
    ({ main, topic }) =>
      `Most work on ${topic} takes its central mechanism for granted; this idea tests it directly with ${name(main)}`,
    ({ main, system }) => `What if the accepted explanation for ${system} is wrong? ${main.name} can check it`,
    ({ main, system }) =>
      `An untested premise sits under most studies of ${system}; this idea puts it to ${name(main)}`,
    ({ main, topic }) => `Rather than assume how ${topic} works, this idea measures it with ${name(main)}`,
  ],
  expansion: [
    ({ main }) => `Expanding into a direction earlier rounds left unexplored, with ${name(main)}`,
    ({ main, system }) => `None of the ideas so far looks at ${system} through ${name(main)}; this one does`,
    ({ main, system }) => `Earlier rounds missed an angle on ${system} that ${name(main)} opens`,
  ],
};

/** The opening the kth idea of a strategy takes in a session. */
export const openingFor = (strategy: GenerationStrategy, k: number, input: OpeningInput) => {
  const pool = OPENINGS[strategy];
  return pool[k % pool.length](input);
};

/** The sentences after the opening: the mechanism and the measure, in one of three orders. */
export function bodyFor(main: LibraryMethod, k: number, withMechanism: boolean): string {
  const mechanism = withMechanism ? main.mechanism : null;
  switch (k % 3) {
    case 0:
      return `${mechanism ? ` The mechanism: ${mechanism}.` : ''} Success is measured as ${main.measure}.`;
    case 1:
      return ` The outcome is ${main.measure}.${mechanism ? ` It works through ${mechanism}.` : ''}`;
    default:
      return `${mechanism ? ` How it works: ${mechanism}.` : ''} The study reads out ${main.measure}.`;
  }
}
