// The ids of the research fields the library ships (one YAML file each in library/), named here so
// other data can refer to a field with the compiler's help: the dataset catalogue tags each entry
// with the fields it serves. field-library.test.ts checks the files and this list agree.

export const FIELD_IDS = [
  'protein-enzyme-engineering',
  'molecular-cell-biology',
  'genomics',
  'neuroscience',
  'clinical-medicine',
  'public-health-epidemiology',
  'chemistry-catalysis',
  'materials-science',
  'physics-astronomy',
  'climate-earth-science',
  'ecology',
  'plant-science-agriculture',
  'machine-learning-ai',
  'computer-systems',
  'economics',
  'psychology-social-science',
  'education',
] as const;

export type FieldId = (typeof FIELD_IDS)[number];
