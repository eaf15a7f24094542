import { useQuery } from '@tanstack/react-query';
import { workspacesQueryOptions } from '../../api/queries/workspaces';
import { MAX_WORKSPACE_PAGE_SIZE } from '../../domain/contract-limits';
import { TextField } from '../../ui/components/text-field';
import { SelectField } from '../../ui/components/select-field';

// The workflow's name, and for a workflow not yet saved, the workspace it will be saved in.

const WORKSPACE_PAGE = { page: 1, pageSize: MAX_WORKSPACE_PAGE_SIZE };

type Props = {
  name: string;
  onRename: (name: string) => void;
  readOnly: boolean;
  /** Only for a new workflow whose workspace the route does not name. */
  workspacePicker?: { value: string; onChange: (id: string) => void };
};

export function EditorHeader({ name, onRename, readOnly, workspacePicker }: Props) {
  const workspaces = useQuery({ ...workspacesQueryOptions(WORKSPACE_PAGE), enabled: !!workspacePicker });
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="w-full max-w-md">
        <TextField
          label="Workflow name"
          value={name}
          readOnly={readOnly}
          error={name.trim() ? undefined : 'Workflow name: is required'}
          onChange={(e) => onRename(e.target.value)}
        />
      </div>
      {workspacePicker && (
        <SelectField
          label="Workspace"
          value={workspacePicker.value}
          onChange={(e) => workspacePicker.onChange(e.target.value)}
          options={[
            { value: '', label: workspaces.isPending ? 'Loading workspaces…' : 'Choose a workspace' },
            ...(workspaces.data?.items ?? []).map((w) => ({ value: w.id, label: w.name })),
          ]}
        />
      )}
    </div>
  );
}
