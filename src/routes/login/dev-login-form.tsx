import { useState, type FormEvent } from 'react';
import { Alert } from '../../ui/components/alert';
import { Button } from '../../ui/components/button';
import { TextField } from '../../ui/components/text-field';

interface DevLoginFormProps {
  busy: boolean;
  onSubmit: (email: string, name?: string) => void;
}

/** Local sign-in: the server offers it on a loopback host with no Google client id. */
export function DevLoginForm({ busy, onSubmit }: DevLoginFormProps) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [emailError, setEmailError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = email.trim();
    const problem = !trimmed
      ? 'Email is required'
      : !/^[^\s@]+@[^\s@]+$/.test(trimmed)
        ? 'Enter an email address like ada@example.org'
        : undefined;
    setEmailError(problem);
    if (problem) return;
    onSubmit(trimmed, name.trim() || undefined);
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Local sign-in" className="flex flex-col gap-4">
      <Alert tone="info">
        Local sign-in for this machine: no password is asked, so anyone who can reach this server can sign in with any
        email.
      </Alert>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={emailError}
        required
      />
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        optional
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <Button type="submit" loading={busy} className="w-full">
        Sign in locally
      </Button>
    </form>
  );
}
