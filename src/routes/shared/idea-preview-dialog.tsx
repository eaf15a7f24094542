import { useQuery } from '@tanstack/react-query';
import { previewIdeaGraphs } from '../../api/queries/conversion';
import type { Idea } from '../../api/types';
import { Button } from '../../ui/components/button';
import { DataState } from '../../ui/components/data-state';
import { Modal } from '../../ui/components/dialog';
import { WorkflowGraph } from '../../ui/workflow-graph/workflow-graph';
import { EngineLabel } from './engine-label';

/** The workflow each ticked idea would become, drawn and not saved. */
export function IdeaPreviewDialog({
  open,
  ideas,
  onClose,
}: {
  open: boolean;
  ideas: readonly Idea[];
  onClose: () => void;
}) {
  const ids = ideas.map((idea) => idea.id);
  const query = useQuery({
    queryKey: ['idea-preview', ids],
    queryFn: ({ signal }) => previewIdeaGraphs(ids, signal),
    enabled: open,
    retry: false,
  });
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Workflow preview"
      description="What conversion would build. Nothing is saved."
      className="max-w-5xl!"
    >
      <DataState
        isLoading={query.isPending}
        loadingLabel="Building the preview"
        error={query.error}
        onRetry={() => query.refetch()}
      >
        <div className="flex max-h-[70vh] flex-col gap-6 overflow-y-auto">
          {query.data?.map((preview) => (
            <section key={preview.ideaId} aria-label={`Preview of ${preview.title}`} className="flex flex-col gap-2">
              <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                {preview.workflow.name} <EngineLabel engine={preview.engine} />
              </h3>
              <WorkflowGraph
                definition={preview.workflow.workflow_definition}
                label={`Graph of ${preview.workflow.name}`}
              />
            </section>
          ))}
        </div>
      </DataState>
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close preview
        </Button>
      </div>
    </Modal>
  );
}
