import type { WithinSessionNotice } from '../../domain/literature-summary';
import { Alert } from '../../ui/components/alert';

/** Novelty judged within the session only: why, what failed, and how to turn sources on. */
export function LiteratureNotice({ notice }: { notice: WithinSessionNotice }) {
  return (
    <Alert tone="info">
      <div className="flex flex-col gap-1">
        <p>{notice.message}</p>
        {notice.failures && <p>{notice.failures}</p>}
        <p className="text-fg-muted">{notice.howTo}</p>
      </div>
    </Alert>
  );
}
