import { escapeMarkdown as md } from '../../src/domain/text-escape';
import { methodById } from '../engine/offline/fields/field-library';
import { tokenize } from '../relevance/tokens';
import { ideaLink, money, outOfFive } from './idea-format';
import type { IdeaFact, ResearchFacts } from './research-facts';

// "Compare A with B": the two ideas the message names, by rank ('#2', 'idea 2', 'the second', 'the
// top two'), by id (or the idea's link) or by words of their titles, side by side in a table; with
// the idea open on the page as one of them when the message names only one. When it cannot tell
// which two, it asks, listing the ideas it could mean. docs/architecture.md, "The research assistant".

/** How many ideas an ask-back lists. */
const CANDIDATES = 5;

const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5 };
const RANK = /(?:#\s*|\bidea\s+|\bnumber\s+|\bno\.\s*|\brank\s+)(\d{1,3})\b/gi;
const ORDINAL = /\b(first|second|third|fourth|fifth)\b/gi;
const TOP_TWO = /\b(?:(?:top|best|first|leading)\s+two|two\s+(?:top|best|leading))\b/i;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const ID_PREFIX = /\b[0-9a-f]{8}\b/gi;
// Where a message separates the two it names: 'A with B', 'A and B', 'A vs B', 'A, B'.
const SEPARATOR = /\b(?:with|and|vs\.?|versus|against|to|or|from)\b|[,;]/i;
// Words of the request itself, never of a title.
const ASKING = new Set(
  tokenize(
    'compare comparison contrast weigh differ difference differences between idea ideas proposal proposals which better side stack versus top best first second third fourth fifth two',
  ),
);

type Resolution = { pair: [IdeaFact, IdeaFact] } | { ask: string; candidates: IdeaFact[] };

interface Named {
  ideas: IdeaFact[];
  /** A rank the message names that has no idea. */
  missing: number[];
  /** Title words that fit more than one idea equally. */
  unclear: IdeaFact[];
}

function byRankAndId(query: string, ranked: readonly IdeaFact[]): Named & { rest: string } {
  const found: Array<{ at: number; idea: IdeaFact }> = [];
  const missing: number[] = [];
  const rank = (n: number, at: number) => (ranked[n - 1] ? found.push({ at, idea: ranked[n - 1] }) : missing.push(n));
  let rest = query;
  for (const m of query.matchAll(RANK)) rank(Number(m[1]), m.index);
  if (TOP_TWO.test(query)) [1, 2].forEach((n) => rank(n, query.search(TOP_TWO) + n));
  else for (const m of query.matchAll(ORDINAL)) rank(ORDINALS[m[1].toLowerCase()], m.index);
  for (const m of query.matchAll(UUID)) {
    const idea = ranked.find((i) => i.id.toLowerCase() === m[0].toLowerCase());
    if (idea) found.push({ at: m.index, idea });
  }
  for (const m of query.replace(UUID, (id) => ' '.repeat(id.length)).matchAll(ID_PREFIX)) {
    const matches = ranked.filter((i) => i.id.toLowerCase().startsWith(m[0].toLowerCase()));
    if (matches.length === 1) found.push({ at: m.index, idea: matches[0] });
  }
  rest = rest.replace(RANK, ' ').replace(TOP_TWO, ' ').replace(ORDINAL, ' ').replace(UUID, ' ').replace(ID_PREFIX, ' ');
  return { ideas: found.sort((a, b) => a.at - b.at).map((f) => f.idea), missing, unclear: [], rest };
}

/** Each part of the message between separators names the idea whose title it fits best, if one does. */
function byTitleWords(rest: string, ranked: readonly IdeaFact[]): Named {
  const titles = ranked.map((idea) => new Set(tokenize(idea.title)));
  const df = new Map<string, number>();
  for (const words of titles) for (const w of words) df.set(w, (df.get(w) ?? 0) + 1);
  // A word every title has names none of them.
  const weight = (w: string) => Math.log(ranked.length / (df.get(w) ?? ranked.length));
  const named: Named = { ideas: [], missing: [], unclear: [] };
  for (const part of rest.split(SEPARATOR)) {
    const words = tokenize(part ?? '').filter((w) => !ASKING.has(w));
    if (words.length === 0) continue;
    const scores = titles.map((title) => words.filter((w) => title.has(w)).reduce((s, w) => s + weight(w), 0));
    const best = Math.max(...scores);
    if (best <= 0) continue;
    const fits = ranked.filter((_, i) => scores[i] === best);
    if (fits.length === 1) named.ideas.push(fits[0]);
    else named.unclear.push(...fits);
  }
  return named;
}

/** The two ideas the message means, or why it cannot tell and which it might mean. */
export function resolveComparison(query: string, facts: ResearchFacts): Resolution {
  const ranked = facts.ideas;
  const exact = byRankAndId(query, ranked);
  const titled = byTitleWords(exact.rest, ranked);
  const named = [...exact.ideas, ...titled.ideas].filter(
    (idea, i, all) => all.findIndex((other) => other.id === idea.id) === i,
  );
  // "Compare it with #3" on an idea's page: the open idea is the other one.
  const open = facts.openIdea && !named.some((i) => i.id === facts.openIdea!.id) ? [facts.openIdea] : [];
  const chosen = named.length === 1 ? [...open, ...named] : named;
  if (chosen.length >= 2 && titled.unclear.length === 0) return { pair: [chosen[0], chosen[1]] };
  if (exact.missing.length > 0)
    return {
      ask: `There is no idea ${exact.missing.map((n) => `#${n}`).join(' or ')} here: ${ranked.length} stand in this scope.`,
      candidates: ranked.slice(0, CANDIDATES),
    };
  if (titled.unclear.length > 0)
    return {
      ask: 'Those words fit more than one idea.',
      candidates: [...named, ...titled.unclear]
        .filter((idea, i, all) => all.findIndex((o) => o.id === idea.id) === i)
        .slice(0, CANDIDATES),
    };
  return {
    ask:
      named.length === 1 ? `I can tell one of them: ${ideaLink(named[0])}.` : 'The message names no idea I can find.',
    candidates: ranked.slice(0, CANDIDATES),
  };
}

const rankOf = (idea: IdeaFact, facts: ResearchFacts) => {
  const at = facts.ideas.findIndex((i) => i.id === idea.id);
  return at < 0 ? 'not ranked' : `#${at + 1} of ${facts.ideas.length}`;
};

/** The idea's main method from the field library: its name and what it measures, when known. */
const methodOf = (idea: IdeaFact) => {
  const method = idea.methods.map((id) => methodById(id)).find(Boolean);
  return method ? { name: method.name, measure: method.measure } : null;
};

function table(a: IdeaFact, b: IdeaFact, facts: ResearchFacts): string {
  const row = (label: string, f: (i: IdeaFact) => string) => `| ${label} | ${f(a)} | ${f(b)} |`;
  const leads = (label: string, x: number, y: number) =>
    x === y ? null : `${label}: ${x > y ? 'the first' : 'the second'}`;
  const verdict = [
    leads('Elo', a.eloRating, b.eloRating),
    leads('novelty', a.novelty, b.novelty),
    leads('feasibility', a.feasibility, b.feasibility),
    leads('correctness', a.correctness, b.correctness),
  ].filter(Boolean);
  const known = (x: number, f: (x: number) => string) => (x > 0 ? f(x) : 'not estimated');
  return [
    `**Comparing** ${ideaLink(a)} and ${ideaLink(b)}:`,
    '',
    '| | First | Second |',
    '| --- | --- | --- |',
    row('Rank (Elo)', (i) => rankOf(i, facts)),
    row('Elo (matches)', (i) => `${Math.round(i.eloRating)} (${i.played})`),
    row('Novelty', (i) => outOfFive(i.novelty)),
    row('Feasibility', (i) => outOfFive(i.feasibility)),
    row('Correctness', (i) => outOfFive(i.correctness)),
    row('Method', (i) => md(methodOf(i)?.name ?? 'not recorded')),
    row('What it measures', (i) => md(methodOf(i)?.measure ?? 'not recorded')),
    row('Cost', (i) => known(i.cost, money)),
    row('Duration', (i) => known(i.durationDays, (d) => `${d} days`)),
    row('Main risk', (i) => md(i.worstRisk?.risk ?? 'none recorded')),
    '',
    verdict.length ? `Ahead on ${verdict.join('; ')}.` : 'They are level on every score.',
  ].join('\n');
}

export function compareAnswer(query: string, facts: ResearchFacts): string {
  if (facts.ideas.length < 2)
    return 'Comparing needs two ideas, and there are fewer here: run a session to generate more.';
  const resolved = resolveComparison(query, facts);
  if ('pair' in resolved) return table(resolved.pair[0], resolved.pair[1], facts);
  return [
    `**Which two ideas should I compare?** ${resolved.ask} Name them by rank (#2 or idea 2), by words from their titles, or by id.`,
    '',
    ...resolved.candidates.map(
      (idea) => `- #${facts.ideas.indexOf(idea) + 1} ${ideaLink(idea)} (Elo ${Math.round(idea.eloRating)})`,
    ),
  ].join('\n');
}
