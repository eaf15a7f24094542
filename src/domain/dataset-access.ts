// How a dataset can be had, in the words every screen shows (docs/product.md, "Datasets"). The
// first three are a catalogue entry's terms from its publisher; an upload is private to its owner.

export const DATASET_ACCESS = ['open', 'registration', 'controlled', 'private'] as const;
export type DatasetAccessValue = (typeof DATASET_ACCESS)[number];

export const DATASET_ACCESS_WORDS: Record<DatasetAccessValue, { label: string; meaning: string }> = {
  open: { label: 'Open', meaning: 'Anyone may download it' },
  registration: { label: 'Registration', meaning: 'Free after registering with the publisher' },
  controlled: { label: 'Controlled', meaning: 'Access is granted on application' },
  private: { label: 'Private', meaning: 'Only you can see it' },
};

export const isDatasetAccess = (value: unknown): value is DatasetAccessValue =>
  DATASET_ACCESS.includes(value as DatasetAccessValue);

/** The word for a stored access value; one this version does not know reads as itself. */
export const datasetAccessLabel = (value: string): string =>
  isDatasetAccess(value) ? DATASET_ACCESS_WORDS[value].label : value;
