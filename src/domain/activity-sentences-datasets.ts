import { entity, group, metaNumber, quoted } from './activity-sentence-kit';
import type { SentenceRule } from './activity-sentences-research';

// Sentences for datasets: an upload, its description by its owner, its profile, its deletion.
// Patterns read the names out of the messages the server writes (server/files/, server/datasets/).

export const DATASET_SENTENCES: Record<string, SentenceRule> = {
  'dataset.uploaded': {
    pattern: /^Uploaded '(.*)' \((.*)\)$/s,
    build: (i) => [
      i.actor,
      ' uploaded the dataset ',
      entity(group(i, 1), 'a dataset'),
      group(i, 2) && ` (${group(i, 2)})`,
    ],
  },
  'dataset.deleted': {
    pattern: /^Deleted dataset '(.*)'$/s,
    build: (i) => [i.actor, ' deleted the dataset ', quoted(group(i, 1), 'a dataset')],
  },
  'dataset.updated': {
    pattern: /^Described dataset '(.*)'$/s,
    build: (i) => [i.actor, ' described the dataset ', entity(group(i, 1), 'a dataset')],
  },
  'dataset.profiled': {
    pattern: /^Profiled '(.*)' \(/s,
    build: (i) => {
      const rows = metaNumber(i, 'rowCount');
      const columns = metaNumber(i, 'columns');
      const size =
        rows !== undefined && columns !== undefined && `: ${rows.toLocaleString('en')} rows, ${columns} columns`;
      return ['The dataset ', entity(group(i, 1), 'a dataset'), ' was profiled', size];
    },
  },
  'dataset.profile_failed': {
    pattern: /^Could not profile '(.*?)': (.*)$/s,
    build: (i) => [
      'The dataset ',
      entity(group(i, 1), 'a dataset'),
      ' could not be profiled',
      group(i, 2) && `: ${group(i, 2)}`,
    ],
  },
};
