import { mentionedMembers } from './comment-messages';
import { activeMention, insertMention, mentionCandidates, mentionsAsRead, mentionToken } from './mention-draft';

// The composer's mentions (issue 31, part 3): what is being typed, whom it may mean, and that the
// token it writes is read back by the server's parser as the member picked.

const ADA = { id: 'a', userId: 'a', name: 'Ada Lovelace', email: 'ada@lab.org' };
const ADAM = { id: 'b', userId: 'b', name: 'Adam', email: 'adam@lab.org' };
const BEN = { id: 'c', userId: 'c', name: 'Ben Okafor', email: 'bokafor@lab.org' };
const MEMBERS = [ADA, ADAM, BEN];

describe('mention drafts', () => {
  it('finds the @word ending at the caret, and nothing inside an e-mail address or after a space', () => {
    expect(activeMention('Hi @Ad', 6)).toEqual({ start: 3, query: 'Ad' });
    expect(activeMention('@', 1)).toEqual({ start: 0, query: '' });
    expect(activeMention('mail ada@lab', 12)).toBeNull();
    expect(activeMention('@Ada and', 8)).toBeNull();
  });

  it('offers members by name or e-mail, best match first', () => {
    expect(mentionCandidates(MEMBERS, 'ad').map((m) => m.name)).toEqual(['Ada Lovelace', 'Adam']);
    expect(mentionCandidates(MEMBERS, 'love').map((m) => m.name)).toEqual(['Ada Lovelace']);
    expect(mentionCandidates(MEMBERS, 'bokafor').map((m) => m.name)).toEqual(['Ben Okafor']);
    expect(mentionCandidates(MEMBERS, 'zed')).toEqual([]);
    expect(mentionCandidates(MEMBERS, '')).toHaveLength(3);
  });

  it('writes a token the server reads back as exactly the member picked', () => {
    expect(mentionToken('Adam')).toBe('@Adam');
    expect(mentionToken('Ada Lovelace')).toBe('@"Ada Lovelace"');
    for (const member of MEMBERS) {
      const { text } = insertMention('Ping @x', 7, member.name);
      expect(mentionedMembers(text, MEMBERS)).toEqual([member]);
    }
  });

  it('replaces the @word at the caret, keeps what follows, and puts the caret after the token', () => {
    expect(insertMention('Ask @be about it', 7, 'Ben Okafor')).toEqual({
      text: 'Ask @"Ben Okafor" about it',
      caret: 18,
    });
  });

  it('shows a quoted mention as the name a reader expects, leaving other quotes and one-word mentions alone', () => {
    expect(mentionsAsRead('Thanks @"Ben Okafor" and @Adam, see "the draft"')).toBe(
      'Thanks @Ben Okafor and @Adam, see "the draft"',
    );
  });
});
