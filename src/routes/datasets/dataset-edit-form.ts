import type { Dataset, DatasetUpdate } from '../../api/queries/datasets';
import {
  DATASET_DESCRIPTION_MAX,
  DATASET_LICENCE_MAX,
  DATASET_NAME_MAX,
  DATASET_TOPIC_MAX,
  DATASET_TOPICS_MAX,
} from '../../domain/contract-limits';

// An upload's description as its owner edits it (DatasetUpdate), checked against the contract's
// limits before the call so the message sits beside the field instead of arriving as a 400.

export interface DatasetFormValues {
  name: string;
  description: string;
  licence: string;
  /** As typed: topics separated by commas. */
  topics: string;
  variables: string[];
}

export type DatasetFormErrors = Partial<Record<keyof DatasetFormValues, string>>;

/** Licences offered as the owner types; any other text is kept as written. */
export const LICENCE_SUGGESTIONS = ['CC-BY-4.0', 'CC0-1.0', 'CC-BY-SA-4.0', 'CC-BY-NC-4.0', 'ODbL-1.0', 'MIT'];

export const splitTopics = (typed: string): string[] =>
  typed
    .split(',')
    .map((topic) => topic.trim())
    .filter(Boolean);

export function formValuesOf(dataset: Dataset): DatasetFormValues {
  return {
    name: dataset.name,
    description: dataset.description,
    licence: dataset.licence ?? '',
    topics: dataset.topics.join(', '),
    variables: dataset.variables,
  };
}

export function validateDatasetForm(values: DatasetFormValues): DatasetFormErrors {
  const errors: DatasetFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Name is required';
  else if (name.length > DATASET_NAME_MAX) errors.name = `Name must be ${DATASET_NAME_MAX} characters or fewer`;
  if (values.description.trim().length > DATASET_DESCRIPTION_MAX)
    errors.description = `Description must be ${DATASET_DESCRIPTION_MAX} characters or fewer`;
  if (values.licence.trim().length > DATASET_LICENCE_MAX)
    errors.licence = `Licence must be ${DATASET_LICENCE_MAX} characters or fewer`;
  const topics = splitTopics(values.topics);
  if (topics.length > DATASET_TOPICS_MAX) errors.topics = `At most ${DATASET_TOPICS_MAX} topics`;
  else if (topics.some((topic) => topic.length > DATASET_TOPIC_MAX))
    errors.topics = `Each topic must be ${DATASET_TOPIC_MAX} characters or fewer`;
  return errors;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.join('\n') === b.join('\n');

/** Only what changed; null when nothing did (the contract refuses an empty change). */
export function toDatasetPatch(dataset: Dataset, values: DatasetFormValues): DatasetUpdate | null {
  const patch: DatasetUpdate = {};
  const name = values.name.trim();
  const description = values.description.trim();
  const licence = values.licence.trim() || null;
  const topics = splitTopics(values.topics);
  if (name !== dataset.name) patch.name = name;
  if (description !== dataset.description) patch.description = description;
  if (licence !== dataset.licence) patch.licence = licence;
  if (!sameList(topics, dataset.topics)) patch.topics = topics;
  if (!sameList(values.variables, dataset.variables)) patch.variables = values.variables;
  return Object.keys(patch).length > 0 ? patch : null;
}
