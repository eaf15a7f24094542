import { useState } from 'react';
import { getErrorMessage } from '../../../api/errors';
import { useUpdateRun, type Run } from '../../../api/queries/runs';
import { Button } from '../../../ui/components/button';
import { IconButton } from '../../../ui/components/icon-button';
import { TextField } from '../../../ui/components/text-field';
import { useToast } from '../../../ui/toast/toast-provider';
import { refusedProps, RoleNote, useRoleGate } from '../../shared/role-gate';

const MAX_NAME = 200;

/** The run's name as the page's heading, renamed in place. */
export function RunName({ run }: { run: Run }) {
  const update = useUpdateRun();
  const toast = useToast();
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) return <RunNameHeading name={run.name} onRename={() => setDraft(run.name)} />;
  const name = draft.trim();
  return (
    <form
      aria-label="Rename run"
      className="flex flex-wrap items-start gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate(
          { runId: run.id, patch: { name } },
          {
            onSuccess: () => {
              setDraft(null);
              toast.success('Run renamed');
            },
          },
        );
      }}
    >
      <TextField
        label="Run name"
        value={draft}
        maxLength={MAX_NAME}
        autoFocus
        error={update.error ? getErrorMessage(update.error) : undefined}
        onChange={(e) => setDraft(e.target.value)}
      />
      <div className="mt-7 flex gap-2">
        <Button type="submit" disabled={!name || name === run.name} loading={update.isPending}>
          Save name
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            update.reset();
            setDraft(null);
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The name as the heading, and the pencil that renames it (an edit: updateRun). */
function RunNameHeading({ name, onRename }: { name: string; onRename: () => void }) {
  const gate = useRoleGate('edit');
  return (
    <div className="flex items-center gap-2">
      <h2 className="text-xl font-semibold break-all">{name}</h2>
      <IconButton icon="pencil" size="sm" aria-label="Rename run" onClick={onRename} {...refusedProps(gate)} />
      <RoleNote gate={gate} className="sr-only" />
    </div>
  );
}
