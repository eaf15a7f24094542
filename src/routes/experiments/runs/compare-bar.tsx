import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../ui/components/button';
import { compareHref, compareRefusal } from './compare-rules';

interface CompareBarProps {
  experimentId: string;
  tickedIds: readonly string[];
  onClear: () => void;
}

const compareLabel = (n: number) => (n === 0 ? 'Compare runs' : `Compare ${n} ${n === 1 ? 'run' : 'runs'}`);

/** Says how many runs are ticked; outside two to five it is disabled and says why beside it. */
export function CompareBar({ experimentId, tickedIds, onClear }: CompareBarProps) {
  const navigate = useNavigate();
  const reasonId = useId();
  const refusal = compareRefusal(tickedIds.length);
  return (
    <div role="group" aria-label="Compare runs" className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        icon="chart"
        disabled={refusal !== null}
        aria-describedby={refusal ? reasonId : undefined}
        onClick={() => navigate(compareHref(experimentId, tickedIds))}
      >
        {compareLabel(tickedIds.length)}
      </Button>
      {refusal && (
        <span id={reasonId} className="text-xs text-fg-muted">
          {refusal}
        </span>
      )}
      {tickedIds.length > 0 && (
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
      )}
    </div>
  );
}
