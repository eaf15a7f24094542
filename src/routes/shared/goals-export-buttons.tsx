import type { ResearchGoal } from '../../api/types';
import { Button } from '../../ui/components/button';
import { downloadFile } from '../../ui/download-file';

// The exporters (and their CSV writer) are a chunk of their own, loaded on the first click.
const exportGoals = (format: 'csv' | 'md', goals: readonly ResearchGoal[], names?: ReadonlyMap<string, string>) =>
  import('../../domain/workspace-export').then(({ buildGoalsExport }) =>
    downloadFile(buildGoalsExport(format, goals, names)),
  );

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
        onClick={() => void exportGoals('csv', goals, workspaceNames)}
      >
        Export goals (CSV)
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={goals.length === 0}
        onClick={() => void exportGoals('md', goals, workspaceNames)}
      >
        Export goals (Markdown)
      </Button>
    </div>
  );
}
