import { useState } from 'react';
import { Button } from '../../../ui/components/button';
import { TextArea } from '../../../ui/components/text-field';
import { refusedProps, RoleNote, useRoleGate } from '../../shared/role-gate';

/** The contract's limit on customInstructions (openapi/openapi.yaml, triggerVibe). */
export const VIBE_INSTRUCTIONS_MAX = 10_000;

interface TriggerFormProps {
  busy: boolean;
  /** A session is on screen: the button starts another. */
  again: boolean;
  onSend: (instructions: string) => void;
}

/** "Send to coding agent", then the optional instructions and the button that sends them. */
export function VibeTriggerForm({ busy, again, onSend }: TriggerFormProps) {
  const [open, setOpen] = useState(false);
  const [instructions, setInstructions] = useState('');
  // Triggering the coding agent is an edit (triggerVibe).
  const gate = useRoleGate('edit');
  if (!open) {
    return (
      <div className="flex flex-col items-start gap-1">
        <Button
          icon="send"
          variant={again ? 'secondary' : 'primary'}
          onClick={() => setOpen(true)}
          {...refusedProps(gate)}
        >
          Send to coding agent
        </Button>
        <RoleNote gate={gate} />
      </div>
    );
  }
  return (
    <form
      aria-label="Send to coding agent"
      className="flex max-w-3xl flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(instructions);
      }}
    >
      <TextArea
        label="Instructions for the coding agent (optional)"
        rows={5}
        maxLength={VIBE_INSTRUCTIONS_MAX}
        value={instructions}
        onChange={(event) => setInstructions(event.target.value)}
        placeholder="For example: write it in JavaScript; keep the data loading in one module."
        hint={`${instructions.length.toLocaleString('en')} / ${VIBE_INSTRUCTIONS_MAX.toLocaleString('en')} characters`}
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" icon="send" loading={busy}>
          Start coding session
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => setOpen(false)}>
          Close
        </Button>
      </div>
    </form>
  );
}
