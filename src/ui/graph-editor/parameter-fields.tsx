import { useState } from 'react';
import { NODE_CATALOGUE, parameterProblem, type ParameterSchema } from '../../domain/workflow-graph/node-catalogue';
import { TextField } from '../components/text-field';
import { SelectField } from '../components/select-field';
import type { EditorNode } from './graph-document';

// A node's parameters as a form generated from its kind's schema. A field's value is committed
// when it is left (one undo step per field, not per keystroke); a value the schema refuses is
// named under the field and not committed.

type Commit = (parameters: Record<string, unknown>) => void;
type FieldProps = { name: string; schema: ParameterSchema; node: EditorNode; commit: Commit; readOnly: boolean };

function parse(schema: ParameterSchema, text: string): unknown {
  if (text.trim() === '') return undefined;
  return schema.type === 'number' || schema.type === 'integer' ? Number(text) : text;
}

function BooleanField({ name, schema, node, commit, readOnly }: FieldProps) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={node.parameters[name] === true}
        disabled={readOnly}
        onChange={(e) => commit({ ...node.parameters, [name]: e.target.checked })}
      />
      {schema.title}
    </label>
  );
}

function ParameterField({ name, schema, node, commit, readOnly }: FieldProps) {
  const current = node.parameters[name];
  const [draft, setDraft] = useState(current === undefined ? '' : String(current));
  const [error, setError] = useState<string>();
  const save = (text: string) => {
    const value = parse(schema, text);
    const problem = parameterProblem(schema, value);
    setError(problem ? `${schema.title} ${problem}` : undefined);
    if (problem || value === current) return;
    const next = { ...node.parameters, [name]: value };
    if (value === undefined) delete next[name];
    commit(next);
  };
  if (schema.enum)
    return (
      <SelectField
        label={schema.title}
        value={typeof current === 'string' ? current : ''}
        disabled={readOnly}
        onChange={(e) => save(e.target.value)}
        options={[{ value: '', label: 'Not set' }, ...schema.enum.map((v) => ({ value: v, label: v }))]}
      />
    );
  return (
    <TextField
      label={schema.title}
      hint={schema.description}
      optional={!NODE_CATALOGUE[node.kind].parameters.required.includes(name)}
      type={schema.type === 'string' ? 'text' : 'number'}
      value={draft}
      readOnly={readOnly}
      error={error}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={(e) => save(e.target.value)}
      onKeyDown={(e) => e.key === 'Enter' && save(e.currentTarget.value)}
    />
  );
}

export function ParameterFields({ node, commit, readOnly }: { node: EditorNode; commit: Commit; readOnly: boolean }) {
  const properties = Object.entries(NODE_CATALOGUE[node.kind].parameters.properties);
  if (properties.length === 0) return null;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold">Parameters</legend>
      {properties.map(([name, schema]) => {
        const Field = schema.type === 'boolean' ? BooleanField : ParameterField;
        return (
          <Field
            key={`${node.id}-${name}`}
            name={name}
            schema={schema}
            node={node}
            commit={commit}
            readOnly={readOnly}
          />
        );
      })}
    </fieldset>
  );
}
