import { Link } from 'react-router-dom';
import type { AgentRun } from '../../api/queries/agents';

type Subject = AgentRun['subject'];

const KIND_LABEL: Record<Subject['kind'], string> = {
  session: 'Co-Scientist session',
  idea: 'Idea',
  vibe_session: 'Coding session',
  assistant_session: 'Assistant conversation',
};

/**
 * Where a run's subject lives in the app, or null when it has no page (an assistant conversation)
 * or the server could not place it (deleted since, or in no workspace).
 */
export function subjectHref(subject: Subject): string | null {
  const { workspaceId } = subject;
  if (!workspaceId) return null;
  if (subject.kind === 'session') return `/workspaces/${workspaceId}/session/${subject.id}`;
  if (subject.kind === 'idea') return `/workspaces/${workspaceId}/ideas/${subject.id}`;
  // The coding session's pull request is shown on its idea's page.
  if (subject.kind === 'vibe_session' && subject.ideaId) return `/workspaces/${workspaceId}/ideas/${subject.ideaId}`;
  return null;
}

/** What a run worked on: its kind, and its name as a link when it has a page. */
export function RunSubject({ subject }: { subject: Subject }) {
  const href = subjectHref(subject);
  return (
    <>
      <span className="block text-xs text-fg-muted">{KIND_LABEL[subject.kind]}</span>
      {href ? (
        <Link to={href} className="break-words text-accent-text hover:underline">
          {subject.label}
        </Link>
      ) : (
        <span className="break-words">{subject.label}</span>
      )}
    </>
  );
}
