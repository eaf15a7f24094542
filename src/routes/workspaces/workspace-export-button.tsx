import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getErrorMessage } from '../../api/errors';
import { goalsQueryOptions } from '../../api/queries/goals';
import { sessionIdeasQueryOptions } from '../../api/queries/ideas';
import { workspaceSessionsQueryOptions } from '../../api/queries/sessions';
import type { Workspace } from '../../api/types';
import { topRated } from '../../domain/scoring';
import { Button } from '../../ui/components/button';
import { downloadFile } from '../../ui/download-file';
import { useToast } from '../../ui/toast/toast-provider';

/** Workspace, goals, sessions and the latest session's top-rated ideas, as one markdown file. */
export function WorkspaceExportButton({ workspace }: { workspace: Workspace }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function exportWorkspace() {
    setBusy(true);
    try {
      // From the cache when fresh, so a second export costs nothing.
      // The exporter is a chunk of its own, loaded with the first export.
      const [goals, sessions, { buildWorkspaceExport }] = await Promise.all([
        queryClient.fetchQuery(goalsQueryOptions(workspace.id)),
        queryClient.fetchQuery(workspaceSessionsQueryOptions(workspace.id)),
        import('../../domain/workspace-export'),
      ]);
      const latest = sessions.items[0];
      const ideas = latest ? await queryClient.fetchQuery(sessionIdeasQueryOptions(latest.id)) : [];
      downloadFile(
        buildWorkspaceExport({ workspace, goals: goals.items, sessions: sessions.items, topIdeas: topRated(ideas) }),
      );
    } catch (err) {
      toast.error('Could not export the workspace', getErrorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" size="sm" loading={busy} onClick={() => void exportWorkspace()}>
      Export workspace (Markdown)
    </Button>
  );
}
