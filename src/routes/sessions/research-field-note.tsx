import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { getErrorMessage } from '../../api/errors';
import { useUpdateGoal } from '../../api/queries/goals';
import { researchFieldsQueryOptions } from '../../api/queries/research-fields';
import type { ResearchGoal, Session } from '../../api/types';
import { Alert } from '../../ui/components/alert';
import { Button } from '../../ui/components/button';
import { SelectField } from '../../ui/components/select-field';
import { useStartGoalSession } from '../shared/use-start-session';
import { refusedProps, RoleNote, useRoleGate } from '../shared/role-gate';

// Which research field the engine read the goal as, and how sure it was; a researcher who
// disagrees sets the goal's `field` parameter here and starts a new session with it.
// docs/product.md, "Research fields".

interface ResearchFieldNoteProps {
  /** Undefined until the plan step commits (the session page reads the details again then). */
  field: Session['field'];
  goal: ResearchGoal | undefined;
}

export function ResearchFieldNote({ field, goal }: ResearchFieldNoteProps) {
  const [changing, setChanging] = useState(false);
  // Changing the field changes the goal (updateGoal): an edit.
  const gate = useRoleGate('edit');
  return (
    <section aria-label="Research field" className="flex flex-col gap-2 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-fg-muted">Research field:</span>{' '}
        {field ? (
          <>
            <strong className="font-semibold">{field.name}</strong>{' '}
            <span className="text-fg-muted">
              {field.source === 'parameter'
                ? "(set in the goal's parameters)"
                : `(read from the goal's words, ${Math.round(field.confidence * 100)}% confidence)`}
            </span>
          </>
        ) : (
          <span>
            {field === null
              ? 'not recognised; ideas draw on the methods of every field.'
              : 'read from the goal when the session plans.'}
          </span>
        )}
        {goal && !changing && (
          <>
            <Button variant="ghost" size="sm" onClick={() => setChanging(true)} {...refusedProps(gate)}>
              Change research field
            </Button>
            <RoleNote gate={gate} className="sr-only" />
          </>
        )}
      </p>
      {goal && changing && <ChangeFieldForm goal={goal} current={field?.id} onCancel={() => setChanging(false)} />}
    </section>
  );
}

function ChangeFieldForm({ goal, current, onCancel }: { goal: ResearchGoal; current?: string; onCancel: () => void }) {
  const fields = useQuery(researchFieldsQueryOptions());
  const update = useUpdateGoal();
  const { start } = useStartGoalSession();
  const [choice, setChoice] = useState(current ?? '');
  const options = [
    { value: '', label: "Detect from the goal's words" },
    ...(fields.data ?? []).map((f) => ({ value: f.id, label: f.name })),
  ];

  function submit(event: FormEvent) {
    event.preventDefault();
    const rest = Object.fromEntries(Object.entries(goal.parameters ?? {}).filter(([key]) => key !== 'field'));
    const parameters = choice ? { ...rest, field: choice } : rest;
    update.mutate(
      { workspaceId: goal.workspaceId, goalId: goal.id, patch: { parameters } },
      { onSuccess: (saved) => void start(saved) },
    );
  }

  return (
    <form onSubmit={submit} aria-label="Change the research field" className="flex max-w-md flex-col gap-3">
      {fields.error !== null && (
        <Alert title="Could not load the research fields">{getErrorMessage(fields.error)}</Alert>
      )}
      {update.error !== null && <Alert title="Could not save the field">{getErrorMessage(update.error)}</Alert>}
      <SelectField
        label="Research field"
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        options={options}
        disabled={fields.isPending}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={update.isPending}>
          Save and start a new session
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
