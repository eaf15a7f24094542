// File sizes as people read them: 950 B, 12.3 MB, 2.1 GB (decimal units, as disks and browsers show them).

import { lazily } from './lazily';

const UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
const formatters = UNITS.map((unit) =>
  lazily(() => new Intl.NumberFormat('en', { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 })),
);

export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const power = Math.min(UNITS.length, Math.floor(Math.log10(bytes) / 3));
  return formatters[power - 1]().format(bytes / 1000 ** power);
}
