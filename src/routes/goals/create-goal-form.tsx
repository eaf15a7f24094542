import { useRef, useState, type FormEvent } from 'react';
import { goalCreateErrorMessage } from '../../api/errors';
import { useCreateGoal } from '../../api/queries/goals';
import type { ResearchGoal } from '../../api/types';
import { useAssistantForm } from '../../ui/assistant/form-bridge';
import { Alert } from '../../ui/components/alert';
import type { WorkspaceRole } from '../../api/queries/members';
import { Button } from '../../ui/components/button';
import { refusedProps, RoleNote, useRoleGate } from '../shared/role-gate';
import { TextArea, TextField } from '../../ui/components/text-field';
import { useToast } from '../../ui/toast/toast-provider';
import {
  EMPTY_GOAL_FORM,
  toGoalCreate,
  validateGoalForm,
  type GoalFormErrors,
  type GoalFormValues,
} from '../shared/goal-form';
import { IDEAS_RANGE, ROUNDS_RANGE } from '../../domain/contract-limits';

const FIELD_ORDER: (keyof GoalFormValues)[] = ['title', 'description', 'numberOfIdeas', 'rounds'];
/** What the research assistant may fill when asked ('fill the goal form about …'). */
const ASSISTANT_FIELDS = [
  { name: 'title', label: 'Title' },
  { name: 'description', label: 'Description' },
  { name: 'numberOfIdeas', label: 'Number of ideas' },
  { name: 'rounds', label: 'Rounds' },
];

interface CreateGoalFormProps {
  /** Empty until a workspace is picked: the form then says so instead of sending. */
  workspaceId: string;
  /** The reader's role in that workspace: creating a goal is an edit (createGoal). */
  role?: WorkspaceRole;
  onCreated: (goal: ResearchGoal) => void;
}

/** Title, description and the session parameters; the new goal shows in the list before the server answers. */
export function CreateGoalForm({ workspaceId, role, onCreated }: CreateGoalFormProps) {
  const gate = useRoleGate('edit', role);
  const [values, setValues] = useState<GoalFormValues>(EMPTY_GOAL_FORM);
  const [errors, setErrors] = useState<GoalFormErrors>({});
  const [failure, setFailure] = useState<string>();
  const create = useCreateGoal();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  useAssistantForm({
    formId: 'research-goal',
    fields: ASSISTANT_FIELDS,
    getValues: () => ({ ...values }),
    apply: ({ field, value }) => setValues((v) => (field in v ? { ...v, [field]: value } : v)),
    element: () => formRef.current,
  });
  const edit = (key: keyof GoalFormValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateGoalForm(values);
    setErrors(found);
    setFailure(undefined);
    const firstInvalid = FIELD_ORDER.find((key) => found[key]);
    if (firstInvalid) {
      // By name: the aria-invalid marks arrive with the next render, after this handler.
      (event.currentTarget.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    create.mutate(
      { workspaceId, body: toGoalCreate(values) },
      {
        onSuccess: (goal) => {
          toast.success('Goal created', goal.title);
          onCreated(goal);
        },
        // The optimistic row is gone again; the form keeps what was typed.
        onError: (err) => {
          const message = goalCreateErrorMessage(err);
          setFailure(message);
          toast.error('Could not create the goal', message);
        },
      },
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="New research goal" className="flex flex-col gap-4">
      {failure && <Alert title="Could not create the goal">{failure}</Alert>}
      <GoalFormFields values={values} errors={errors} edit={edit} />
      <div className="flex flex-col items-end gap-1">
        <Button type="submit" loading={create.isPending} disabled={!workspaceId} {...refusedProps(gate)}>
          Create goal
        </Button>
        <RoleNote gate={gate} className="text-right" />
      </div>
    </form>
  );
}

interface GoalFormFieldsProps {
  values: GoalFormValues;
  errors: GoalFormErrors;
  edit: (key: keyof GoalFormValues) => (e: { target: { value: string } }) => void;
}

function GoalFormFields({ values, errors, edit }: GoalFormFieldsProps) {
  return (
    <>
      <TextField
        label="Title"
        name="title"
        value={values.title}
        onChange={edit('title')}
        error={errors.title}
        required
        autoComplete="off"
      />
      <TextArea
        label="Description"
        name="description"
        optional
        rows={5}
        value={values.description}
        onChange={edit('description')}
        error={errors.description}
        hint="The question, what is known, constraints and what a good answer looks like."
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Number of ideas"
          name="numberOfIdeas"
          type="number"
          min={IDEAS_RANGE[0]}
          max={IDEAS_RANGE[1]}
          value={values.numberOfIdeas}
          onChange={edit('numberOfIdeas')}
          error={errors.numberOfIdeas}
          hint="Initial ideas per session"
        />
        <TextField
          label="Rounds"
          name="rounds"
          type="number"
          min={ROUNDS_RANGE[0]}
          max={ROUNDS_RANGE[1]}
          value={values.rounds}
          onChange={edit('rounds')}
          error={errors.rounds}
          hint="Review, tournament and evolution rounds"
        />
      </div>
    </>
  );
}
