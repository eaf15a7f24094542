import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  commentsQueryOptions,
  useCreateComment,
  useSetCommentResolved,
  type Comment,
  type CommentTarget,
} from '../../api/queries/comments';
import { selectUser, useAuthSelector } from '../auth/auth-provider';
import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { SectionCard } from '../components/card';
import { DataState } from '../components/data-state';
import { CommentForm } from './comment-form';
import { CommentMembersProvider } from './comment-members';
import { CommentItem } from './comment-item';

// The Comments card of an idea, experiment, run or workflow (issue 31, part 3): threads with one
// level of replies, any member comments, replies and resolves; one edits one's own comments, and
// deletes them (an owner any).

interface Thread {
  start: Comment;
  replies: Comment[];
}

/** The list answers each thread's start followed by its replies. */
function threadsOf(items: Comment[]): Thread[] {
  const threads: Thread[] = [];
  for (const c of items) {
    if (!c.parentId) threads.push({ start: c, replies: [] });
    else threads.at(-1)?.replies.push(c);
  }
  return threads;
}

interface CommentsCardProps {
  target: CommentTarget;
  /** The target's workspace, whose members the composer offers to @mention. */
  workspaceId: string;
  currentUserId?: string;
}

export function CommentsCard({ target, workspaceId, currentUserId }: CommentsCardProps) {
  const signedIn = useAuthSelector(selectUser)?.id;
  const me = currentUserId ?? signedIn;
  const query = useQuery(commentsQueryOptions(target));
  const create = useCreateComment(target);
  const threads = threadsOf(query.data?.items ?? []);
  const isOwner = query.data?.role === 'owner';
  return (
    <SectionCard title="Comments">
      <CommentMembersProvider workspaceId={workspaceId}>
        <DataState
          isLoading={query.isLoading}
          error={query.error}
          onRetry={() => void query.refetch()}
          isEmpty={false}
          loadingLabel="Loading comments"
        >
          <div className="flex flex-col gap-4">
            {threads.length === 0 && <p className="text-sm text-fg-muted">No comments yet.</p>}
            {threads.map((thread) => (
              <ThreadView key={thread.start.id} thread={thread} target={target} me={me} isOwner={isOwner} />
            ))}
            <CommentForm
              label="New comment"
              submitLabel="Comment"
              pending={create.isPending}
              error={create.error}
              onSubmit={(body) => create.mutateAsync({ body })}
            />
          </div>
        </DataState>
      </CommentMembersProvider>
    </SectionCard>
  );
}

interface ThreadViewProps {
  thread: Thread;
  target: CommentTarget;
  me?: string;
  isOwner: boolean;
}

function ThreadView({ thread, target, me, isOwner }: ThreadViewProps) {
  const [replying, setReplying] = useState(false);
  const reply = useCreateComment(target);
  const resolve = useSetCommentResolved(target);
  const { start } = thread;
  const resolved = start.resolvedAt !== null;
  const item = (c: Comment) => (
    <CommentItem comment={c} target={target} mine={c.author.id === me} mayDelete={c.author.id === me || isOwner} />
  );
  return (
    <section aria-label={`Thread started by ${start.author.name}`} className="rounded-ui border border-border p-3">
      {resolved && <Badge tone="success">Resolved{start.resolvedBy ? ` by ${start.resolvedBy.name}` : ''}</Badge>}
      {item(start)}
      <ul className="mt-2 flex flex-col gap-2 border-l-2 border-border pl-3">
        {thread.replies.map((c) => (
          <li key={c.id}>{item(c)}</li>
        ))}
      </ul>
      {replying ? (
        <CommentForm
          label="Reply"
          submitLabel="Reply"
          pending={reply.isPending}
          error={reply.error}
          onSubmit={(body) => reply.mutateAsync({ body, parentId: start.id }).then(() => setReplying(false))}
          onCancel={() => setReplying(false)}
        />
      ) : (
        <div className="mt-2 flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => setReplying(true)}>
            Reply
          </Button>
          <Button
            size="sm"
            variant="ghost"
            loading={resolve.isPending}
            onClick={() => resolve.mutate({ id: start.id, resolved: !resolved })}
          >
            {resolved ? 'Reopen' : 'Resolve'}
          </Button>
        </div>
      )}
    </section>
  );
}
