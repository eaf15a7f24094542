import { tokenize } from '../../relevance/tokens';

// Which informative words two texts share, which step of an idea a text lacks, and which sentence
// of an abstract bears on a claim: how the offline reviewer says why a published work is close
// to an idea and what the idea adds. Words are compared as the relevance module tokenises them.

interface Word {
  token: string;
  /** The word as written (lower case), for display: tokens drop plural endings. */
  word: string;
  at: number;
}

// Words any abstract uses, which say nothing about why two texts are alike.
const GENERAL = new Set(
  'show shown find found define defined suggest report reported present result study approach method data analysi evidence effect increase decrease improve improved current best new first well high low large small'.split(
    ' ',
  ),
);

function words(text: string): Word[] {
  const raw = text.toLowerCase().match(/[a-z][a-z0-9-]+/g) ?? [];
  return raw.flatMap((word, at) =>
    tokenize(word)
      .filter((token) => !GENERAL.has(token))
      .map((token) => ({ token, word, at })),
  );
}

/**
 * Up to `max` phrases both texts use, most informative first, as `text` writes them: two words
 * side by side in both ("thermal stress") before single words.
 */
export function sharedTerms(text: string, other: string, idf: (token: string) => number, max = 3): string[] {
  const mine = words(text);
  const theirs = words(other);
  const theirTokens = new Set(theirs.map((w) => w.token));
  const pairs = (ws: Word[]) =>
    ws.slice(1).flatMap((w, i) => (ws[i].at + 1 === w.at ? [{ first: ws[i], second: w }] : []));
  const theirPairs = new Set(pairs(theirs).map((p) => `${p.first.token} ${p.second.token}`));
  const candidates = [
    ...pairs(mine)
      .filter((p) => theirPairs.has(`${p.first.token} ${p.second.token}`))
      .map((p) => ({
        tokens: [p.first.token, p.second.token],
        phrase: `${p.first.word} ${p.second.word}`,
        score: idf(p.first.token) + idf(p.second.token),
      })),
    ...mine
      .filter((w) => theirTokens.has(w.token))
      .map((w) => ({ tokens: [w.token], phrase: w.word, score: idf(w.token) })),
  ].sort((a, b) => b.score - a.score);
  const used = new Set<string>();
  const chosen: string[] = [];
  for (const c of candidates) {
    if (chosen.length === max) break;
    if (c.tokens.some((t) => used.has(t))) continue;
    c.tokens.forEach((t) => used.add(t));
    chosen.push(c.phrase);
  }
  return chosen;
}

/**
 * The candidate whose words `text` lacks most, as a share of its words (more lacking words, then
 * the earlier candidate, on a tie); null when `text` has every word of every candidate.
 */
export function mostAbsent(candidates: readonly string[], text: string): string | null {
  const present = new Set(tokenize(text));
  let best: { candidate: string; share: number; absent: number } | null = null;
  for (const candidate of candidates) {
    const terms = new Set(tokenize(candidate));
    const absent = [...terms].filter((t) => !present.has(t)).length;
    const share = absent / (terms.size || 1);
    if (absent > 0 && (!best || share > best.share || (share === best.share && absent > best.absent)))
      best = { candidate, share, absent };
  }
  return best?.candidate ?? null;
}

export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“])/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The sentence sharing the most distinct words with `claim` (the first on a tie), when it shares `least`. */
export function closestSentence(text: string, claim: string, least = 1): { sentence: string; shared: number } | null {
  const wanted = new Set(tokenize(claim));
  let best: { sentence: string; shared: number } | null = null;
  for (const sentence of sentencesOf(text)) {
    const shared = new Set(tokenize(sentence).filter((t) => wanted.has(t))).size;
    if (shared >= least && shared > (best?.shared ?? 0)) best = { sentence, shared };
  }
  return best;
}

/** "a", "a and b", "a, b and c". */
export const listOf = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** At most `max` characters, cut at a word, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length).trimEnd()}…`;
}
