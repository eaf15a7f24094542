import { useState } from 'react';
import { getErrorMessage } from '../../../api/errors';
import { useUpdateRun, type Run } from '../../../api/queries/runs';
import { Alert } from '../../../ui/components/alert';
import { Button } from '../../../ui/components/button';
import { SectionCard } from '../../../ui/components/card';
import { TextField } from '../../../ui/components/text-field';
import { useToast } from '../../../ui/toast/toast-provider';
import { KeyValues } from './key-values';
import { useRoleGate } from '../../shared/role-gate';

const MAX_KEY = 250;
const MAX_VALUE = 500;

/** The run's tags; a tag is added, or changed by giving its key a new value. */
export function RunTags({ run }: { run: Run }) {
  const update = useUpdateRun();
  const toast = useToast();
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  // A viewer reads the tags; the form to change them is left out (docs/product.md, "What a viewer sees").
  const gate = useRoleGate('edit');
  return (
    <SectionCard title="Tags">
      <div className="flex flex-col gap-4">
        <KeyValues caption="Tags" values={run.tags} empty="No tags yet." />
        {gate.allowed && (
          <form
            aria-label="Add or change a tag"
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              update.mutate(
                { runId: run.id, patch: { tags: { [key.trim()]: value } } },
                {
                  onSuccess: () => {
                    toast.success(`Tag ${key.trim()} saved`);
                    setKey('');
                    setValue('');
                  },
                },
              );
            }}
          >
            <TextField label="Tag" value={key} maxLength={MAX_KEY} onChange={(e) => setKey(e.target.value)} />
            <TextField label="Value" value={value} maxLength={MAX_VALUE} onChange={(e) => setValue(e.target.value)} />
            <Button type="submit" variant="secondary" disabled={!key.trim()} loading={update.isPending}>
              Save tag
            </Button>
          </form>
        )}
        {update.error != null && <Alert title="The tag was not saved">{getErrorMessage(update.error)}</Alert>}
      </div>
    </SectionCard>
  );
}
