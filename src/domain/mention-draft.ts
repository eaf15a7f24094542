import { matchSorter } from 'match-sorter';

// The comment composer's @mention autocomplete (issue 31, part 3): the @name being typed at the
// caret, the members it may mean, and the token that picking one writes. The token is what the
// server's parser (mentionedMembers in comment-messages.ts) reads back as that member.

export interface MentionCandidate {
  userId: string;
  name: string;
  email: string;
}

/** The @word that ends at the caret: where its @ is and what follows it. */
export function activeMention(text: string, caret: number): { start: number; query: string } | null {
  const match = /(?:^|[^\w@])@([\p{L}\p{N}_.-]*)$/u.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1];
  return { start: caret - query.length - 1, query };
}

const MAX_SHOWN = 8;

/** The members the query may mean, best first, by name or e-mail. */
export function mentionCandidates<M extends MentionCandidate>(members: M[], query: string): M[] {
  if (query === '') return members.slice(0, MAX_SHOWN);
  return matchSorter(members, query, { keys: ['name', 'email'] }).slice(0, MAX_SHOWN);
}

/** `@Ada` for a one-word name, `@"Ada Lovelace"` otherwise. */
export function mentionToken(name: string): string {
  return /^[\p{L}\p{N}_]+$/u.test(name) ? `@${name}` : `@"${name}"`;
}

/** The text with the @word at the caret replaced by the member's token and a space, and the caret after it. */
export function insertMention(text: string, caret: number, name: string): { text: string; caret: number } {
  const at = activeMention(text, caret);
  if (!at) return { text, caret };
  const inserted = `${mentionToken(name)} `;
  const rest = text.slice(caret).replace(/^ /, '');
  return { text: text.slice(0, at.start) + inserted + rest, caret: at.start + inserted.length };
}

/**
 * A comment's words as a reader sees them: a quoted token, `@"Ada Lovelace"`, shows as
 * `@Ada Lovelace`. The quotes only tell the server's parser where a name with spaces ends.
 */
export const mentionsAsRead = (body: string): string => body.replace(/@"([^"\n]+)"/g, '@$1');
