import { useId, useState, type FormEvent } from 'react';
import { getErrorMessage } from '../../api/errors';
import { useUpdateDataset, type Dataset } from '../../api/queries/datasets';
import { Alert } from '../../ui/components/alert';
import { Button } from '../../ui/components/button';
import { Modal } from '../../ui/components/dialog';
import { TextArea, TextField } from '../../ui/components/text-field';
import { useToast } from '../../ui/toast/toast-provider';
import {
  formValuesOf,
  LICENCE_SUGGESTIONS,
  toDatasetPatch,
  validateDatasetForm,
  type DatasetFormErrors,
  type DatasetFormValues,
} from './dataset-edit-form';

const FAILURE_TITLE = 'Could not save the dataset’s details';

/** The owner describes their upload: name, description, licence, topics and its variables. */
export function DatasetEditDialog({
  dataset,
  open,
  onClose,
}: {
  dataset: Dataset;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title="Edit dataset details" className="max-w-lg">
      {/* Mounted only while open, so every opening starts from the dataset as it is now. */}
      {open && <DatasetEditForm dataset={dataset} onClose={onClose} />}
    </Modal>
  );
}

/** Saves what changed (nothing when nothing did) and closes; a failure is shown and the form kept. */
function useSaveDataset(dataset: Dataset, onClose: () => void) {
  const update = useUpdateDataset();
  const toast = useToast();
  const [failure, setFailure] = useState<string>();
  async function save(values: DatasetFormValues) {
    setFailure(undefined);
    const patch = toDatasetPatch(dataset, values);
    try {
      if (patch) await update.mutateAsync({ id: dataset.id, patch });
      toast.success(patch ? 'Dataset details saved' : 'No changes to save');
      onClose();
    } catch (err) {
      // Inline as well as a toast: a modal hides everything outside it from screen readers. What
      // was typed stays in the form, to try again.
      setFailure(getErrorMessage(err));
      toast.error(FAILURE_TITLE, getErrorMessage(err));
    }
  }
  return { save, failure, busy: update.isPending };
}

/** The form's values and errors; a submit checks them, focuses the first field in error, or saves. */
function useDatasetForm(dataset: Dataset, save: (values: DatasetFormValues) => Promise<void>) {
  const [values, setValues] = useState<DatasetFormValues>(() => formValuesOf(dataset));
  const [errors, setErrors] = useState<DatasetFormErrors>({});
  const set = (key: keyof DatasetFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const setVariables = (variables: string[]) => setValues((current) => ({ ...current, variables }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateDatasetForm(values);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      // By name: the fields are marked invalid only when React renders these errors.
      (event.currentTarget.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    void save(values);
  }
  return { values, errors, set, setVariables, submit };
}

function DatasetEditForm({ dataset, onClose }: { dataset: Dataset; onClose: () => void }) {
  const { save, failure, busy } = useSaveDataset(dataset, onClose);
  const { values, errors, set, setVariables, submit } = useDatasetForm(dataset, save);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {failure && <Alert title={FAILURE_TITLE}>{failure}</Alert>}
      <TextField
        label="Name"
        name="name"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        required
        autoFocus
      />
      <TextArea
        label="Description"
        name="description"
        optional
        value={values.description}
        onChange={set('description')}
        error={errors.description}
        hint="What it holds, how it was collected, and what it is for."
      />
      <LicenceField value={values.licence} onChange={set('licence')} error={errors.licence} />
      <TextField
        label="Topics"
        name="topics"
        optional
        value={values.topics}
        onChange={set('topics')}
        error={errors.topics}
        hint="Separated by commas, e.g. oceanography, sea temperature."
      />
      <VariablePicker dataset={dataset} chosen={values.variables} onChange={setVariables} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Save details
        </Button>
      </div>
    </form>
  );
}

/** Free text, with the common identifiers offered as the owner types. */
function LicenceField(props: {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
}) {
  const list = useId();
  return (
    <>
      <TextField
        label="Licence"
        name="licence"
        optional
        list={list}
        {...props}
        hint="Free text, or an identifier such as CC-BY-4.0. Empty means not stated."
      />
      <datalist id={list}>
        {LICENCE_SUGGESTIONS.map((licence) => (
          <option key={licence} value={licence} />
        ))}
      </datalist>
    </>
  );
}

/** The profile's columns to tick; kept in the file's column order whatever order they are ticked. */
function VariablePicker({
  dataset,
  chosen,
  onChange,
}: {
  dataset: Dataset;
  chosen: string[];
  onChange: (variables: string[]) => void;
}) {
  const columns = dataset.profile?.columns.map((column) => column.name);
  if (!columns) {
    return (
      <p className="text-sm text-fg-muted">
        Variables can be picked from the file’s columns once its profile is ready.
      </p>
    );
  }
  const toggle = (name: string, on: boolean) =>
    onChange(columns.filter((column) => (column === name ? on : chosen.includes(column))));
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">Variables</legend>
      <p className="mb-2 text-xs text-fg-muted">The columns that say what the dataset measures.</p>
      <div className="flex max-h-48 flex-wrap gap-x-4 gap-y-2 overflow-y-auto">
        {columns.map((name) => (
          <label key={name} className="flex min-w-0 items-center gap-2 text-sm break-all">
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-accent"
              checked={chosen.includes(name)}
              onChange={(event) => toggle(name, event.target.checked)}
            />
            {name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
