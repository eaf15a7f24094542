import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { membersQueryOptions } from '../../api/queries/members';
import type { MentionCandidate } from '../../domain/mention-draft';

// The workspace's members, for the @mention autocomplete of every comment form in one Comments card
// (the new comment, replies and edits), read once from the members API.

export interface CommentMembers {
  members: MentionCandidate[];
  /** The members could not be read: the composer says so and @names can still be typed. */
  failed: boolean;
}

const CommentMembersContext = createContext<CommentMembers>({ members: [], failed: false });

export function CommentMembersProvider({ workspaceId, children }: { workspaceId: string; children: ReactNode }) {
  const query = useQuery(membersQueryOptions(workspaceId));
  const members = query.data?.items ?? [];
  return (
    <CommentMembersContext.Provider value={{ members, failed: query.isError }}>
      {children}
    </CommentMembersContext.Provider>
  );
}

export const useCommentMembers = () => useContext(CommentMembersContext);
