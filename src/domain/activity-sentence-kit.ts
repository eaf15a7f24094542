// The pieces an activity sentence is made of (docs/product.md, "Activity-log drawer"): plain
// words, quoted names, and the one name the row is about, which the drawer links to its page.

/** A part of a sentence: `entity` is the name of the thing the row is about (linked when it can be). */
export type SentencePart = { kind: 'text'; text: string } | { kind: 'entity'; text: string };

/** What a row's sentence is built from. */
export interface SentenceInput {
  /** "You", another person's name, or null when no person acted (the engine, a job). */
  actor: string;
  /** The server's message matched against the action's pattern: [whole, ...groups], or null. */
  match: RegExpExecArray | null;
  metadata: Record<string, unknown>;
  message: string;
}

export const NAME_MAX = 80;

/** A name as a sentence shows it: one line, at most 80 characters. */
export function clipName(name: string): string {
  const line = name.replace(/\s+/g, ' ').trim();
  return line.length <= NAME_MAX ? line : `${line.slice(0, NAME_MAX - 1)}…`;
}

export const text = (value: string): SentencePart => ({ kind: 'text', text: value });

/** The row's own thing, by name, in quotes: “Alpha”. Without a name, the words that stand for it. */
export function entity(name: string | undefined, withoutName: string): SentencePart[] {
  return name
    ? [text('“'), { kind: 'entity', text: clipName(name) }, text('”')]
    : [{ kind: 'entity', text: withoutName }];
}

/** Another thing, named but not linked: “Ocean temperatures 2020”. */
export const quoted = (name: string | undefined, withoutName: string): SentencePart =>
  text(name ? `“${clipName(name)}”` : withoutName);

/** What a rule writes: words, parts, nested lists of them; false, '' and undefined are left out. */
export type Piece = string | SentencePart | false | undefined | readonly Piece[];

/** Builds a sentence from template pieces, merging neighbouring text. */
export function sentence(...pieces: Piece[]): SentencePart[] {
  const parts: SentencePart[] = [];
  const flat: Exclude<Piece, readonly Piece[]>[] = [];
  const walk = (piece: Piece): void => {
    if (Array.isArray(piece)) (piece as readonly Piece[]).forEach(walk);
    else flat.push(piece as Exclude<Piece, readonly Piece[]>);
  };
  pieces.forEach(walk);
  for (const piece of flat) {
    if (piece === false || piece === undefined || piece === '') continue;
    const part = typeof piece === 'string' ? text(piece) : piece;
    const last = parts.at(-1);
    if (part.kind === 'text' && last?.kind === 'text') parts[parts.length - 1] = text(last.text + part.text);
    else parts.push(part);
  }
  return parts;
}

export const sentenceText = (parts: SentencePart[]): string => parts.map((part) => part.text).join('');

export const group = (input: SentenceInput, index: number): string | undefined => input.match?.[index] || undefined;

export const metaString = (input: SentenceInput, key: string): string | undefined => {
  const value = input.metadata[key];
  return typeof value === 'string' && value ? value : undefined;
};

export const metaNumber = (input: SentenceInput, key: string): number | undefined => {
  const value = input.metadata[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

/** "1 idea", "8 ideas". */
export const count = (n: number | string, one: string, many = `${one}s`): string =>
  `${n} ${Number(n) === 1 ? one : many}`;

/** "in round 2" when the row names its round. */
export const inRound = (input: SentenceInput): string => {
  const round = metaNumber(input, 'round');
  return round === undefined ? '' : ` in round ${round}`;
};
