import type { DatasetAccess } from '../../api/queries/datasets';
import { Badge, type BadgeTone } from '../../ui/components/badge';

// The danger tint is too faint for small text in the dark theme: a controlled dataset is grey.
const ACCESS: Record<DatasetAccess, { label: string; tone: BadgeTone; meaning: string }> = {
  open: { label: 'Open', tone: 'success', meaning: 'Anyone may download it' },
  registration: { label: 'Registration', tone: 'warning', meaning: 'Free after registering with the publisher' },
  controlled: { label: 'Controlled', tone: 'neutral', meaning: 'Access is granted on application' },
};

/** How a dataset can be had: the word says it, the colour helps, the title explains. */
export function DatasetAccessBadge({ access }: { access: DatasetAccess }) {
  const { label, tone, meaning } = ACCESS[access];
  return (
    <Badge tone={tone} title={meaning}>
      {label}
    </Badge>
  );
}
