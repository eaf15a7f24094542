import { tokenize } from '../../../relevance/tokens';
import type { FieldDataset } from './field-schema';
import { FIELDS } from './field-library';

// The public datasets of the field library that fit a piece of text (an idea's title, summary and
// outcomes): the field's own first, ranked by the words they share with the text.

export interface DatasetMatch {
  dataset: FieldDataset;
  fieldName: string;
  shared: number;
}

export function datasetsFor(text: string, fieldId: string | null, limit = 4): DatasetMatch[] {
  const words = new Set(tokenize(text));
  const fields = fieldId ? FIELDS.filter((f) => f.id === fieldId) : FIELDS;
  return fields
    .flatMap((field) =>
      field.datasets.map((dataset) => ({
        dataset,
        fieldName: field.name,
        shared: new Set(tokenize(`${dataset.keywords.join(' ')} ${dataset.description}`).filter((w) => words.has(w)))
          .size,
      })),
    )
    .filter((m) => fieldId !== null || m.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.dataset.name.localeCompare(b.dataset.name))
    .slice(0, limit);
}
