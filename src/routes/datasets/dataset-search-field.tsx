import { TextField } from '../../ui/components/text-field';

/** The search box: words in names, descriptions, topics and variables. */
export function DatasetSearchField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  return (
    <div role="search" aria-label="Datasets">
      <TextField
        label="Search datasets"
        type="search"
        name="q"
        placeholder="e.g. sea surface temperature, protein structures"
        hint="Searches names, descriptions, topics and variables."
        maxLength={200}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
