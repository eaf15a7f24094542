import { useState } from 'react';
import { getErrorMessage } from '../../../api/errors';
import { useUpdateRun, type Run } from '../../../api/queries/runs';
import { SafeMarkdown } from '../../../ui/components/safe-markdown';
import { Button } from '../../../ui/components/button';
import { SectionCard } from '../../../ui/components/card';
import { TextArea } from '../../../ui/components/text-field';
import { useToast } from '../../../ui/toast/toast-provider';
import { refusedProps, RoleNote, useRoleGate } from '../../shared/role-gate';

const MAX_NOTES = 20_000;

/** Notes in Markdown: shown rendered, edited as text, saved whole. */
export function RunNotes({ run }: { run: Run }) {
  const [editing, setEditing] = useState(false);
  const gate = useRoleGate('edit');
  return (
    <SectionCard
      title="Notes"
      actions={
        !editing && (
          <span className="flex flex-col items-end gap-1">
            <Button
              size="sm"
              variant="secondary"
              icon="pencil"
              onClick={() => setEditing(true)}
              {...refusedProps(gate)}
            >
              Edit notes
            </Button>
            <RoleNote gate={gate} className="text-right" />
          </span>
        )
      }
    >
      {editing ? (
        <NotesEditor run={run} onDone={() => setEditing(false)} />
      ) : run.notes.trim() ? (
        <div className="text-sm">
          <SafeMarkdown>{run.notes}</SafeMarkdown>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">No notes yet.</p>
      )}
    </SectionCard>
  );
}

function NotesEditor({ run, onDone }: { run: Run; onDone: () => void }) {
  const update = useUpdateRun();
  const toast = useToast();
  const [draft, setDraft] = useState(run.notes);
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate(
          { runId: run.id, patch: { notes: draft } },
          {
            onSuccess: () => {
              onDone();
              toast.success('Notes saved');
            },
          },
        );
      }}
    >
      <TextArea
        label="Notes"
        hint="Markdown: headings, lists, links, code."
        rows={8}
        value={draft}
        maxLength={MAX_NOTES}
        autoFocus
        className="font-mono"
        error={update.error ? getErrorMessage(update.error) : undefined}
        onChange={(e) => setDraft(e.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={draft === run.notes} loading={update.isPending}>
          Save notes
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
