import type { DatasetAccess } from '../../api/queries/datasets';
import { DATASET_ACCESS_WORDS } from '../../domain/dataset-access';
import { Badge, type BadgeTone } from '../../ui/components/badge';

// The danger tint is too faint for small text in the dark theme: a controlled dataset is grey.
const TONES: Record<DatasetAccess, BadgeTone> = {
  open: 'success',
  registration: 'warning',
  controlled: 'neutral',
  private: 'accent',
};

/** How a dataset can be had: the word says it, the colour helps, the title explains. */
export function DatasetAccessBadge({ access }: { access: DatasetAccess }) {
  const { label, meaning } = DATASET_ACCESS_WORDS[access];
  return (
    <Badge tone={TONES[access]} title={meaning}>
      {label}
    </Badge>
  );
}
