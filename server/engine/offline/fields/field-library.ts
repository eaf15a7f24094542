import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { fieldSchema, type FieldMethod, type ResearchField } from './field-schema';

// The offline engine's library of research fields, one YAML file per field in library/, read and
// validated once per process. A file that does not match the schema stops the load with its name
// and the path of the mistake, so a domain expert editing the data sees exactly what to fix.

const LIBRARY_DIR = new URL('./library/', import.meta.url);

/** A method with the field it belongs to. */
export type LibraryMethod = FieldMethod & { fieldId: string };

export function parseFieldFile(fileName: string, text: string): ResearchField {
  const result = fieldSchema.safeParse(parse(text));
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new Error(`The research field file ${fileName} is not valid:\n${problems.join('\n')}`);
}

function loadLibrary(): ResearchField[] {
  const files = readdirSync(LIBRARY_DIR)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  const fields = files.map((file) => {
    const field = parseFieldFile(file, readFileSync(new URL(file, LIBRARY_DIR), 'utf8'));
    if (`${field.id}.yaml` !== file) throw new Error(`The research field file ${file} declares id '${field.id}'`);
    return field;
  });
  const owner = new Map<string, string>();
  for (const field of fields)
    for (const method of field.methods) {
      const other = owner.get(method.id);
      if (other) throw new Error(`Method id '${method.id}' is used by both ${other} and ${field.id}`);
      owner.set(method.id, field.id);
    }
  return fields;
}

export const FIELDS: readonly ResearchField[] = loadLibrary();

export const LIBRARY_METHODS: readonly LibraryMethod[] = FIELDS.flatMap((f) =>
  f.methods.map((m) => ({ ...m, fieldId: f.id })),
);

const METHODS_BY_ID = new Map(LIBRARY_METHODS.map((m) => [m.id, m]));

export const fieldById = (id: string) => FIELDS.find((f) => f.id === id);
export const methodById = (id: string) => METHODS_BY_ID.get(id);
