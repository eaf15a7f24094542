// The words of comments (issue 31, part 3; docs/decisions/013-workspace-permissions.md, §2 and §5):
// the server answers them and the Comments card shows them as they are.

export const COMMENT_LIMITS = { bodyMax: 20000, perTarget: 500 } as const;

export const COMMENT_MESSAGES = {
  notFound: 'Comment not found',
  notYoursToEdit: 'You can only edit your own comments.',
  notYoursToDelete: 'You can only delete your own comments. Owners of the workspace can delete any comment.',
  deletedCannotChange: 'This comment was deleted, so it can no longer be changed.',
  replyToReply: 'Replies are one level deep: reply to the comment that starts the thread.',
  parentElsewhere: 'That comment belongs to something else. Reply on the page where it was written.',
  onlyThreadsResolve: 'Only a thread can be resolved or reopened: use the comment that starts it.',
  emptyBody: 'Write something before posting a comment.',
  deletedPlaceholder: 'Comment deleted',
} as const;

/** The error types that go with the words, as the API answers them. */
export const COMMENT_ERROR_TYPES = {
  notAuthor: 'not_comment_author',
  deleted: 'comment_deleted',
  replyToReply: 'reply_to_reply',
  parentElsewhere: 'parent_elsewhere',
  notThread: 'not_a_thread',
} as const;

/** The words an activity row uses for each kind of thing commented on. */
export const COMMENT_TARGET_WORDS = {
  idea: 'idea',
  experiment: 'experiment',
  run: 'run',
  workflow: 'workflow',
} as const;

/**
 * The members an @name names: `@Ada` or `@"Ada Lovelace"`, case-insensitive, matched against the
 * whole name, or its first word when that is unique among the members.
 */
export function mentionedMembers<M extends { id: string; name: string }>(body: string, members: M[]): M[] {
  const said = new Set<string>();
  for (const [, quotedName, word] of body.matchAll(/(?:^|[^\w@])@(?:"([^"\n]{1,100})"|([\p{L}\p{N}_.-]+))/gu)) {
    said.add((quotedName ?? word).toLowerCase().replace(/[.-]+$/, ''));
  }
  const firstWords = new Map<string, number>();
  for (const m of members) {
    const first = m.name.split(/\s+/)[0].toLowerCase();
    firstWords.set(first, (firstWords.get(first) ?? 0) + 1);
  }
  return members.filter((m) => {
    const whole = m.name.trim().toLowerCase();
    const first = whole.split(/\s+/)[0];
    return said.has(whole) || (said.has(first) && firstWords.get(first) === 1);
  });
}
