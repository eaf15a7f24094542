import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { getErrorMessage } from '../../api/errors';
import {
  sessionFeedbackQueryOptions,
  useGiveFeedback,
  type GoalFeedback,
} from '../../api/queries/researcher-judgement';
import type { SessionStatus } from '../../api/types';
import { MAX_FEEDBACK_TEXT } from '../../domain/researcher-judgement';
import { Alert } from '../../ui/components/alert';
import { Button } from '../../ui/components/button';
import { SectionCard } from '../../ui/components/card';
import { TextArea } from '../../ui/components/text-field';
import { formatDate } from '../../ui/format/format-date';
import { refusedProps, RoleNote, useRoleGate } from '../shared/role-gate';

// Feedback on a running or finished session (docs/product.md, "Your feedback"), kept with its goal:
// the next round's generation, reflection and evolution read it, and the next session's plan says
// what the engine applied and what it could not check.

interface SessionFeedbackProps {
  sessionId: string;
  status: SessionStatus | undefined;
}

export function SessionFeedback({ sessionId, status }: SessionFeedbackProps) {
  const listed = useQuery(sessionFeedbackQueryOptions(sessionId));
  const [text, setText] = useState('');
  const give = useGiveFeedback(sessionId);
  // Feedback is an edit of the session (addSessionFeedback).
  const gate = useRoleGate('edit');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    give.mutate(text, { onSuccess: () => setText('') });
  };
  const items = listed.data?.items ?? [];
  return (
    <SectionCard title="Your feedback">
      {items.length > 0 && <FeedbackList items={items} sessionId={sessionId} />}
      {status === 'queued' ? (
        <p className="text-sm text-fg-muted">Feedback can be given once the session has started.</p>
      ) : (
        <form onSubmit={submit} aria-label="Feedback for the next round" className="flex max-w-3xl flex-col gap-3">
          <TextArea
            label="Feedback for the next round"
            rows={3}
            value={text}
            maxLength={MAX_FEEDBACK_TEXT}
            onChange={(e) => setText(e.target.value)}
            hint="Kept with the goal. The next round's generation, reflection and evolution read it, and the next session's plan says what it applied, e.g. “drop approaches that need animal work” or “focus on enzymes stable above 80 °C”."
          />
          {give.isError && <Alert>{getErrorMessage(give.error)}</Alert>}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" loading={give.isPending} {...refusedProps(gate)}>
              Send feedback
            </Button>
            <RoleNote gate={gate} />
          </div>
        </form>
      )}
    </SectionCard>
  );
}

function FeedbackList({ items, sessionId }: { items: readonly GoalFeedback[]; sessionId: string }) {
  return (
    <ul aria-label="Feedback on this goal" className="mb-4 flex flex-col divide-y divide-border text-sm">
      {items.map((f) => (
        <li key={f.id} className="flex flex-col gap-0.5 py-2 first:pt-0">
          <span className="break-words">“{f.text}”</span>
          <span className="text-xs text-fg-muted">
            {f.authorName ?? 'A former member'}, {formatDate(f.createdAt, true)}
            {f.sessionId === sessionId ? ', on this session' : ', on an earlier session'}
          </span>
        </li>
      ))}
    </ul>
  );
}
