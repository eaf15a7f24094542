import { mentionedMembers } from './comment-messages';

// Which members an @name in a comment names (issue 31, part 3).

const ada = { id: 'a', name: 'Ada Lovelace' };
const ana = { id: 'b', name: 'Ana Lima' };
const ann = { id: 'c', name: 'Ada Byron' };
const ben = { id: 'd', name: 'Ben Okafor' };

describe('mentionedMembers', () => {
  it('finds a member by first name, or by whole name in quotes, in any case', () => {
    expect(mentionedMembers('Thanks @ben, and @"ana lima".', [ana, ben])).toEqual([ana, ben]);
  });

  it('needs the whole name when two members share the first', () => {
    expect(mentionedMembers('@Ada?', [ada, ann])).toEqual([]);
    expect(mentionedMembers('@"Ada Byron"?', [ada, ann])).toEqual([ann]);
  });

  it('ignores e-mail addresses and names of non-members', () => {
    expect(mentionedMembers('Write to ben@lab.org or @Bob', [ben])).toEqual([]);
  });
});
