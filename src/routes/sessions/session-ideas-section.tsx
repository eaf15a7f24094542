import { SessionIdeas } from '../shared/session-ideas';

/** The session's ideas, filterable and exportable; while it runs they arrive as it writes them. */
export function SessionIdeasSection(props: { sessionId: string; workspaceId: string; title: string; live: boolean }) {
  const { sessionId, workspaceId, title, live } = props;
  return (
    <section aria-labelledby="session-ideas-heading" className="flex flex-col gap-3">
      <h2 id="session-ideas-heading" className="text-lg font-semibold">
        Ideas
      </h2>
      {live && (
        <p className="text-sm text-fg-muted">
          Ideas appear as the session writes them; the list refreshes when it completes.
        </p>
      )}
      <SessionIdeas
        sessionId={sessionId}
        workspaceId={workspaceId}
        title={title}
        emptyDescription={live ? 'The session has not written any ideas yet.' : undefined}
        showEngine={false}
      />
    </section>
  );
}
