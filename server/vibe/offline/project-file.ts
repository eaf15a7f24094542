import type { PlannedFile } from '../vibe-types';

/** A file the offline agent plans, with how it is written: from the blueprint alone. */
export interface OfflineFile extends PlannedFile {
  render: () => string;
}
