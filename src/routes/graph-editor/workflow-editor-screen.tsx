import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GraphEditorActor, GraphEditorSnapshot } from '../../machines/graph-editor.machine';
import { Alert } from '../../ui/components/alert';
import { Button } from '../../ui/components/button';
import { GraphEditor } from '../../ui/graph-editor/graph-editor';
import { usePageTitle } from '../../ui/layout/page-title';
import { EntityNotFound, entityNotFoundTitle } from '../shared/entity-not-found';
import { WorkflowComments } from '../shared/workflow-comments';
import { EditorDialogs } from './editor-dialogs';
import { EditorHeader } from './editor-header';
import { PresenceLine } from '../../ui/live/presence-line';
import { saveStateText } from './save-state';
import { useGenerateGraph } from './use-generate-graph';
import { useLeaveGuard } from './use-leave-guard';
import { useWorkflowEditor } from './use-workflow-editor';

// One workflow in the editor (or a new one): header, editor, and the questions it may ask.

type Props = { workflowId?: string; workspaceId?: string; suggestedWorkspaceId?: string; readOnly: boolean };

/** Why a save cannot be sent yet, in words, or undefined when it can. */
function saveRefusalFor(name: string, workflowId: string | undefined, workspaceId: string) {
  if (!name.trim()) return 'Name the workflow before saving it';
  if (!workflowId && !workspaceId) return 'Choose a workspace to save this workflow in';
  return undefined;
}

type LoadStateProps = { snapshot: GraphEditorSnapshot; actor: GraphEditorActor; workspaceId?: string };

function LoadState({ snapshot, actor, workspaceId }: LoadStateProps) {
  if (snapshot.matches('loading')) return <p role="status">Loading workflow…</p>;
  if (snapshot.context.loadMissing) return <MissingWorkflow workspaceId={workspaceId} />;
  return (
    <Alert tone="error" title="The workflow could not be opened">
      <p>{snapshot.context.loadError}</p>
      <Button variant="secondary" size="sm" onClick={() => actor.send({ type: 'RETRY' })}>
        Try again
      </Button>
    </Alert>
  );
}

function MissingWorkflow({ workspaceId }: { workspaceId?: string }) {
  usePageTitle(entityNotFoundTitle('workflow'));
  const workflows = `/workspaces/${encodeURIComponent(workspaceId ?? '')}/workflows`;
  return (
    <EntityNotFound kind="workflow" back={workspaceId ? { to: workflows, label: 'Back to workflows' } : undefined} />
  );
}

export function WorkflowEditorScreen({ workflowId, workspaceId: fromRoute, suggestedWorkspaceId, readOnly }: Props) {
  const navigate = useNavigate();
  const [workspaceId, setWorkspaceId] = useState(fromRoute ?? suggestedWorkspaceId ?? '');
  const [saveRefusal, setSaveRefusal] = useState<string>();
  const editor = useWorkflowEditor({ workflowId, workspaceId, readOnly });
  const { snapshot, actor } = editor;
  // A new workflow's first save gives it an address; the editor stays as it is.
  const savedId = snapshot.context.workflowId;
  useEffect(() => {
    if (savedId && !workflowId)
      void navigate(`/workspaces/graph-editor/${savedId}`, { replace: true, state: { created: true } });
  }, [savedId, workflowId, navigate]);
  const leaving = useLeaveGuard(actor, snapshot.context.dirty);
  const generator = useGenerateGraph(editor.dispatch);
  const save = () => {
    const refusal = saveRefusalFor(editor.name, snapshot.context.workflowId, workspaceId);
    setSaveRefusal(refusal);
    if (!refusal) editor.save();
  };

  if (snapshot.matches('loading') || snapshot.matches('loadFailed'))
    return <LoadState snapshot={snapshot} actor={actor} workspaceId={fromRoute} />;
  const error = saveRefusal ?? snapshot.context.saveError;
  const picker = !fromRoute && !snapshot.context.workflowId;
  return (
    <div className="flex flex-col gap-4">
      <EditorHeader
        name={editor.name}
        onRename={editor.rename}
        readOnly={readOnly}
        workspacePicker={picker ? { value: workspaceId, onChange: setWorkspaceId } : undefined}
      />
      {savedId && <PresenceLine targetType="workflow" targetId={savedId} />}
      {error && (
        <p role="alert" className="text-sm font-medium text-danger-text">
          {error}
        </p>
      )}
      <GraphEditor
        document={editor.document}
        dispatch={editor.dispatch}
        readOnly={readOnly}
        name={editor.name}
        saveState={saveStateText(snapshot, editor.document.present)}
        saving={snapshot.matches('saving') || snapshot.matches('resolvingConflict')}
        onSave={save}
        onConnecting={(on) => actor.send({ type: on ? 'CONNECT_START' : 'CONNECT_END' })}
        onGenerate={generator.show}
      />
      <WorkflowComments workflowId={savedId} />
      <EditorDialogs
        actor={actor}
        snapshot={snapshot}
        leaving={leaving}
        generator={generator}
        onKeepMine={editor.keepMine}
      />
    </div>
  );
}
