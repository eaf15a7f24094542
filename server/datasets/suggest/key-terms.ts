// Which of an idea's words a dataset should cover: every title word, then the body's most
// frequent ones. A term weighs 1 + ln(occurrences), doubled in the title; the candidate query
// multiplies in its rarity among datasets.

export interface IdeaToken {
  field: 'title' | 'body';
  /** The word as written in the idea. */
  token: string;
  /** Its stem, as it appears in datasets.search. */
  lexeme: string;
}

export interface KeyTerm {
  lexeme: string;
  /** How a reason names it: the idea's own spelling, lower-cased unless it is an acronym. */
  word: string;
  inTitle: boolean;
  weight: number;
}

const MAX_TITLE_TERMS = 12;
const MAX_TERMS = 24;
const TITLE_WEIGHT = 2;

// Stems of words every research plan uses, and of words that name no subject: they say nothing
// about which data an idea needs, and being rare in dataset descriptions they would weigh much.
const BOILERPLATE = new Set(
  [
    'analys analysi analyz approach assess base collect compar data dataset evalu expect hypothesi identifi',
    'improv investig measur method methodolog new outcom propos research result studi use',
    'abl across also appli behind build deploy differ direct effect fill find give grant idea keep level main mani may',
    'might much must possibl provid publish question rather repeat requir respect run show step success take understand',
    'usual way well whether within',
  ]
    .join(' ')
    .split(' '),
);

const salient = (lexeme: string) => lexeme.length >= 3 && !/^\d+$/.test(lexeme) && !BOILERPLATE.has(lexeme);
const spelled = (token: string) => (token.length > 1 && token === token.toUpperCase() ? token : token.toLowerCase());

interface Tally {
  word: string;
  inTitle: boolean;
  count: number;
  first: number;
}

export function keyTerms(tokens: readonly IdeaToken[]): KeyTerm[] {
  const tallies = new Map<string, Tally>();
  tokens.forEach((token, index) => {
    if (!salient(token.lexeme)) return;
    const tally = tallies.get(token.lexeme);
    if (tally) {
      tally.count++;
      tally.inTitle ||= token.field === 'title';
    } else {
      tallies.set(token.lexeme, {
        word: spelled(token.token),
        inTitle: token.field === 'title',
        count: 1,
        first: index,
      });
    }
  });
  const ranked = [...tallies.entries()].sort(([, a], [, b]) => b.count - a.count || a.first - b.first);
  const title = ranked.filter(([, t]) => t.inTitle).sort(([, a], [, b]) => a.first - b.first);
  const chosen = title.slice(0, MAX_TITLE_TERMS);
  const body = ranked.filter(([, t]) => !t.inTitle).slice(0, MAX_TERMS - chosen.length);
  return [...chosen, ...body].map(([lexeme, t]) => ({
    lexeme,
    word: t.word,
    inTitle: t.inTitle,
    weight: (t.inTitle ? TITLE_WEIGHT : 1) * (1 + Math.log(t.count)),
  }));
}
