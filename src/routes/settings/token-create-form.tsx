import { useId, useState, type FormEvent } from 'react';
import { getErrorMessage } from '../../api/errors';
import { useCreateAccessToken, type CreatedAccessToken } from '../../api/queries/tokens';
import { Alert } from '../../ui/components/alert';
import { Button } from '../../ui/components/button';
import { SectionCard } from '../../ui/components/card';
import { SelectField } from '../../ui/components/select-field';
import { TextField } from '../../ui/components/text-field';
import {
  DEFAULT_EXPIRY_DAYS,
  DEFAULT_SCOPES,
  EXPIRY_DAYS,
  validateTokenName,
  validateTokenScopes,
  type TokenScope,
} from './token-format';
import { TokenScopeFields } from './token-scope-fields';

const EXPIRY_OPTIONS = EXPIRY_DAYS.map((days) => ({ value: String(days), label: `${days} days` }));

/** Names a token, its life and what it can do; the answer, secret and all, goes to the caller and nowhere else. */
export function TokenCreateForm({ onCreated }: { onCreated: (token: CreatedAccessToken) => void }) {
  const [name, setName] = useState('');
  const [days, setDays] = useState(String(DEFAULT_EXPIRY_DAYS));
  const [scopes, setScopes] = useState<TokenScope[]>([...DEFAULT_SCOPES]);
  const [nameError, setNameError] = useState<string>();
  const [scopeError, setScopeError] = useState<string>();
  const create = useCreateAccessToken();
  const nameId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const error = validateTokenName(name);
    setNameError(error);
    const noScope = validateTokenScopes(scopes);
    setScopeError(noScope);
    if (error) document.getElementById(nameId)?.focus();
    if (error || noScope) return;
    create.mutate(
      { name: name.trim(), expiresInDays: Number(days), scopes },
      {
        onSuccess: (token) => {
          setName('');
          setScopes([...DEFAULT_SCOPES]);
          onCreated(token);
        },
      },
    );
  }

  return (
    <SectionCard title="New token" className="mb-6">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {create.isError && <Alert title="Could not create the token">{getErrorMessage(create.error)}</Alert>}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_12rem]">
          <TextField
            id={nameId}
            label="Token name"
            value={name}
            required
            error={nameError}
            hint="What the token is for, such as the machine your scripts run on"
            onChange={(e) => setName(e.target.value)}
          />
          <SelectField
            label="Expires in"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            options={EXPIRY_OPTIONS}
          />
        </div>
        <TokenScopeFields value={scopes} onChange={setScopes} error={scopeError} />
        <div>
          <Button type="submit" loading={create.isPending}>
            Create token
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
