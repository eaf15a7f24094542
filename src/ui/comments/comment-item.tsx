import { useState } from 'react';
import type { Comment, CommentTarget } from '../../api/queries/comments';
import { useDeleteComment, useEditComment } from '../../api/queries/comments';
import { COMMENT_MESSAGES } from '../../domain/comment-messages';
import { mentionsAsRead } from '../../domain/mention-draft';
import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { SafeMarkdown } from '../components/safe-markdown';
import { CommentForm } from './comment-form';

interface CommentItemProps {
  comment: Comment;
  target: CommentTarget;
  mine: boolean;
  /** An owner may delete anyone's comment. */
  mayDelete: boolean;
}

const when = (iso: string) => new Date(iso).toLocaleString();

/** One comment: who and when, its words in the one Markdown policy, the members it mentions. */
export function CommentItem({ comment, target, mine, mayDelete }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const edit = useEditComment(target);
  const remove = useDeleteComment(target);
  if (comment.deleted) return <p className="text-sm italic text-fg-muted">{COMMENT_MESSAGES.deletedPlaceholder}</p>;
  return (
    <article aria-label={`Comment by ${comment.author.name}`} className="flex flex-col gap-1">
      <p className="text-xs text-fg-muted">
        <span className="font-medium text-fg">{comment.author.name}</span> · {when(comment.createdAt)}
        {comment.editedAt && ' · edited'}
      </p>
      {editing ? (
        <CommentForm
          label="Edit your comment"
          submitLabel="Save"
          initial={comment.body}
          pending={edit.isPending}
          error={edit.error}
          onSubmit={(body) => edit.mutateAsync({ id: comment.id, body }).then(() => setEditing(false))}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="text-sm">
          <SafeMarkdown inAppLinks>{mentionsAsRead(comment.body)}</SafeMarkdown>
        </div>
      )}
      {comment.mentions.length > 0 && (
        <p className="flex flex-wrap items-center gap-1 text-xs text-fg-muted">
          Mentions
          {comment.mentions.map((m) => (
            <Badge key={m.id} tone="accent">
              @{m.name}
            </Badge>
          ))}
        </p>
      )}
      {!editing && (mine || mayDelete) && (
        <div className="flex gap-2">
          {mine && (
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
          <Button size="sm" variant="ghost" loading={remove.isPending} onClick={() => remove.mutate(comment.id)}>
            Delete
          </Button>
        </div>
      )}
    </article>
  );
}
