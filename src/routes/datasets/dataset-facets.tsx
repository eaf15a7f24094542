import type { DatasetQuery, DatasetSearchResult, FacetCount } from '../../api/queries/datasets';
import { datasetAccessLabel } from '../../domain/dataset-access';
import { SelectField } from '../../ui/components/select-field';

type FacetKey = 'topic' | 'access' | 'licence' | 'format';

const FACETS: { key: FacetKey; facet: keyof DatasetSearchResult['facets']; label: string; any: string }[] = [
  { key: 'topic', facet: 'topics', label: 'Topic', any: 'Any topic' },
  { key: 'access', facet: 'access', label: 'Access', any: 'Any access' },
  { key: 'licence', facet: 'licences', label: 'Licence', any: 'Any licence' },
  { key: 'format', facet: 'formats', label: 'Format', any: 'Any format' },
];

/** The chosen value stays offered even when the facets no longer count it. */
function options(counts: readonly FacetCount[], chosen: string | undefined, key: FacetKey, any: string) {
  const listed = chosen && !counts.some((c) => c.value === chosen) ? [{ value: chosen, count: 0 }, ...counts] : counts;
  const word = (value: string) => (key === 'access' ? datasetAccessLabel(value) : value);
  return [
    { value: '', label: any },
    ...listed.map((c) => ({ value: c.value, label: `${word(c.value)} (${c.count})` })),
  ];
}

/** Narrow by topic, access, licence or format; each choice shows how many datasets it keeps. */
export function DatasetFacets({
  facets,
  query,
  onChange,
}: {
  facets?: DatasetSearchResult['facets'];
  query: DatasetQuery;
  onChange: (patch: Partial<DatasetQuery>) => void;
}) {
  return (
    <fieldset className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <legend className="sr-only">Filters</legend>
      {FACETS.map(({ key, facet, label, any }) => (
        <SelectField
          key={key}
          label={label}
          className="w-full min-w-0"
          value={query[key] ?? ''}
          options={options(facets?.[facet] ?? [], query[key], key, any)}
          onChange={(event) => onChange({ [key]: event.target.value || undefined })}
        />
      ))}
    </fieldset>
  );
}
