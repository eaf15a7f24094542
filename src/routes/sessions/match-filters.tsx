import type { MatchFilters } from '../../api/queries/matches';
import { SelectField } from '../../ui/components/select-field';

// The match list's filters (docs/product.md, "Matches"): round, idea, agreement and judge, each
// "All" when unset. Ideas are named by title, best first, as the ideas list ranks them.

const AGREEMENT = [
  { value: '', label: 'Agreed or not' },
  { value: 'agreed', label: 'Both orders agreed' },
  { value: 'split', label: 'Orders disagreed' },
];
const JUDGE = [
  { value: '', label: 'Agents and researchers' },
  { value: 'agent', label: 'Agents' },
  { value: 'human', label: 'Researchers' },
];

export function MatchFilterControls({
  filters,
  rounds,
  ideas,
  onChange,
}: {
  filters: MatchFilters;
  rounds: number;
  ideas: readonly { id: string; title: string }[];
  onChange: (filters: MatchFilters) => void;
}) {
  const roundOptions = [
    { value: '', label: 'All rounds' },
    ...Array.from({ length: rounds }, (_, i) => ({ value: String(i + 1), label: `Round ${i + 1}` })),
  ];
  const ideaOptions = [{ value: '', label: 'All ideas' }, ...ideas.map((i) => ({ value: i.id, label: i.title }))];
  const set = (change: Partial<MatchFilters>) => onChange({ ...filters, ...change });
  return (
    <div role="group" aria-label="Filter matches" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField
        label="Round"
        options={roundOptions}
        value={filters.round === undefined ? '' : String(filters.round)}
        onChange={(e) => set({ round: e.target.value ? Number(e.target.value) : undefined })}
      />
      <SelectField
        label="Idea"
        options={ideaOptions}
        className="w-full truncate"
        value={filters.ideaId ?? ''}
        onChange={(e) => set({ ideaId: e.target.value || undefined })}
      />
      <SelectField
        label="Agreement"
        options={AGREEMENT}
        value={filters.agreement ?? ''}
        onChange={(e) => set({ agreement: (e.target.value || undefined) as MatchFilters['agreement'] })}
      />
      <SelectField
        label="Judge"
        options={JUDGE}
        value={filters.judge ?? ''}
        onChange={(e) => set({ judge: (e.target.value || undefined) as MatchFilters['judge'] })}
      />
    </div>
  );
}
