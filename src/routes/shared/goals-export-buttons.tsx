import type { ResearchGoal } from '../../api/types';
import { buildGoalsExport } from '../../domain/workspace-export';
import { Button } from '../../ui/components/button';
import { downloadFile } from '../../ui/download-file';

export function GoalsExportButtons({
  goals,
  workspaceNames,
}: {
  goals: readonly ResearchGoal[];
  workspaceNames?: ReadonlyMap<string, string>;
}) {
  return (
    <div role="group" aria-label="Export goals" className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        disabled={goals.length === 0}
        onClick={() => downloadFile(buildGoalsExport('csv', goals, workspaceNames))}
      >
        Export goals (CSV)
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={goals.length === 0}
        onClick={() => downloadFile(buildGoalsExport('md', goals, workspaceNames))}
      >
        Export goals (Markdown)
      </Button>
    </div>
  );
}
