import { useId, useState, type FormEvent } from 'react';
import { getErrorMessage } from '../../api/errors';
import { useJudgePair, type HumanVerdict } from '../../api/queries/researcher-judgement';
import { HUMAN_MATCH_WEIGHT, MAX_VERDICT_REASON, weightWords } from '../../domain/researcher-judgement';
import { Alert } from '../../ui/components/alert';
import { Button } from '../../ui/components/button';
import { TextArea } from '../../ui/components/text-field';
import { refusedProps, RoleNote, useRoleGate } from './role-gate';

// "I prefer A over B, because …" (docs/product.md, "Your verdicts"): the researcher's verdict on a
// pair, from the compare dialog or the session page's prompt. It enters the tournament as a match
// worth three agent matches, which the form says before it is sent.

interface Side {
  id: string;
  title: string;
}

interface PairVerdictFormProps {
  sessionId: string;
  pair: readonly [Side, Side];
  /** The form's accessible name. */
  label?: string;
  /** Told once the verdict is stored (the session prompt keeps it when its pair moves on). */
  onRecorded?: (verdict: HumanVerdict) => void;
}

const elo = (x: number) => Math.round(x);

export function verdictText(v: HumanVerdict): string {
  return `Recorded: “${v.preferred.title}” ${elo(v.preferred.eloBefore)} → ${elo(v.preferred.eloAfter)} Elo, “${v.other.title}” ${elo(v.other.eloBefore)} → ${elo(v.other.eloAfter)} Elo.`;
}

export function PairVerdictForm({ sessionId, pair, label = 'Your verdict', onRecorded }: PairVerdictFormProps) {
  const [preferred, setPreferred] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const judge = useJudgePair();
  const name = useId();
  // A verdict is an edit of the session (judgeIdeaPair): a viewer reads the form and why it is shut.
  const gate = useRoleGate('edit');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!preferred) return setMissing(true);
    const other = pair.find((p) => p.id !== preferred)!;
    judge.mutate({ sessionId, preferredId: preferred, otherId: other.id, reason }, { onSuccess: onRecorded });
  };
  return (
    <form onSubmit={submit} aria-label={label} className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Which idea do you prefer?</legend>
        {pair.map((side) => (
          <label key={side.id} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={side.id}
              checked={preferred === side.id}
              onChange={() => [setPreferred(side.id), setMissing(false)]}
              className="mt-1"
            />
            <span>I prefer “{side.title}”</span>
          </label>
        ))}
        {missing && <p className="text-xs font-medium text-danger-text">Choose the idea you prefer.</p>}
      </fieldset>
      <TextArea
        label="Because"
        rows={3}
        value={reason}
        maxLength={MAX_VERDICT_REASON}
        onChange={(e) => setReason(e.target.value)}
        hint="The reason is kept with the match, for anyone auditing the tournament."
      />
      <p className="text-sm text-fg-muted">{weightWords(HUMAN_MATCH_WEIGHT)} in the ranking and its intervals.</p>
      {judge.isError && <Alert>{getErrorMessage(judge.error)}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={judge.isPending} {...refusedProps(gate)}>
          Record your verdict
        </Button>
        <RoleNote gate={gate} />
        {judge.data && !onRecorded && (
          <span role="status" className="text-sm text-success">
            {verdictText(judge.data)}
          </span>
        )}
      </div>
    </form>
  );
}
