import { useParams } from 'react-router-dom';
import { ComingLaterPage } from '../shared/coming-later-page';
import { WorkspacesLink } from '../shared/workspaces-link';

/** Serves all four graph-editor routes; a workflow id, when present, is named. */
export function GraphEditorPage() {
  const { workflowId } = useParams();
  return (
    <ComingLaterPage
      title="Graph editor"
      icon="workflow"
      heading="The graph editor arrives with workflows"
      description={
        workflowId
          ? `Workflow "${workflowId}" cannot be opened yet: workflows are created when ideas are converted, which arrives with Co-Scientist sessions.`
          : 'Workflows converted from ideas will open here as editable graphs.'
      }
      action={<WorkspacesLink />}
    />
  );
}
