import fc from 'fast-check';
import { MAX_BODY_NESTING } from '../../../src/domain/contract-limits';
import type { ContractOperation, Schema } from './contract-operations';
import { idFor, urlOf, uuidForField, type OwnedObjects } from './owned-objects';
import { validSample, type UuidFor } from './schema-samples';

// fast-check arbitraries for malformed requests to one contract operation: a valid request from
// the contract, then its path ids, query and body broken in the ways outside testers break them.

export interface FuzzRequest {
  method: ContractOperation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const HUGE_NUMBERS = [
  '1e400',
  '-1e400',
  '99999999999999999999',
  '-99999999999999999999',
  '1e308',
  '9007199254740993',
  '-0',
  '0.5',
  '1E+2',
  // One past a 4-byte integer column, either way.
  '2147483648',
  '-2147483649',
];
const BAD_DATES = [
  '9999-12-31T23:59:59.999Z',
  '0000-01-01T00:00:00Z',
  '2016-12-31T23:59:60Z',
  '+275760-09-13T00:00:00.001Z',
  '2026-02-30T00:00:00Z',
  '2026-01-01',
  '0001-01-01T00:00:00+01:00',
];
const EVIL_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '',
  ' ',
  '💥',
  '<script>alert(1)</script>',
  "'; DROP TABLE users;--",
  '../../etc/passwd',
  'x'.repeat(20_000),
];

/** JSON text of `levels` arrays, or objects, one inside the other. */
export const nestedArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
export const nestedObjects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
/** Nesting one level past the limit, and far past it, for a whole body or inside a field. */
const DEEP_JSON = [
  nestedArrays(MAX_BODY_NESTING + 1),
  nestedObjects(MAX_BODY_NESTING + 1),
  nestedArrays(3_000),
  nestedObjects(3_000),
  nestedArrays(100_000),
  nestedObjects(50_000),
];

const evilText = fc.oneof(fc.constantFrom(...EVIL_TEXT, ...BAD_DATES), fc.string({ unit: 'binary', maxLength: 40 }));

/** A JSON value as text: wrong types, unstorable strings, numbers no integer column holds. */
const evilJson: fc.Arbitrary<string> = fc.oneof(
  evilText.map((text) => JSON.stringify(text)),
  fc.constantFrom(
    ...HUGE_NUMBERS,
    'null',
    'true',
    '[]',
    '{}',
    '[[[[[[[[]]]]]]]]',
    ...DEEP_JSON,
    '{"\\u0000":1}',
    '{"\\ud800":"\\udfff"}',
  ),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
);

const BAD_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  '\u0000',
  '[',
  '['.repeat(5_000),
  '{"a":'.repeat(100_000),
  '{"a":1e400}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '"\\ud800"',
];
const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/jsonx',
  '',
];

const BAD_IDS = [
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%00',
  'a%00b',
  '%C0%AF',
  'a'.repeat(101),
  'b'.repeat(300),
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '%2e%2e',
  '%2F',
  '%20',
  'null',
  '-1',
  '1e400',
];
const BAD_QUERY = [
  ...HUGE_NUMBERS,
  'NaN',
  'Infinity',
  '-Infinity',
  '1.5',
  '0x10',
  '-1',
  '0',
  '',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ZZ',
  'true',
  'yes',
  '%5B%5D',
  'x'.repeat(300),
  ...BAD_DATES.map(encodeURIComponent),
];

/** Percent-encodes what encodeURIComponent refuses (a lone surrogate) as invalid UTF-8. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const badId = fc.oneof(
  fc.constantFrom(...BAD_IDS),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 120 }).map(encode),
);
const badQueryValue = fc.oneof(fc.constantFrom(...BAD_QUERY), evilText.map(encode));

export function malformedRequests(
  op: ContractOperation,
  ids: OwnedObjects,
  headers: Record<string, string>,
): fc.Arbitrary<FuzzRequest> {
  const sample = validSample(op.body?.schema, uuidForField(ids)) as Record<string, unknown>;
  const fields = Object.keys(op.body?.schema?.properties ?? {});
  const queryNames = [...Object.keys(op.query), 'limit', 'skip', 'extra'];

  const path = op.pathParams.length
    ? fc.option(fc.tuple(fc.constantFrom(...op.pathParams), badId), { nil: undefined })
    : fc.constant(undefined);
  const query = fc.array(fc.tuple(fc.constantFrom(...queryNames), badQueryValue), { maxLength: 3 });
  const body = fc.option(bodyArbitrary(sample, fields, op.body?.schema), { nil: undefined });

  return fc.record({ path, query, body }).map(({ path: brokenId, query: pairs, body: broken }) => {
    const url = urlOf(op, ids, brokenId ? { [brokenId[0]]: brokenId[1] } : {});
    const search = pairs.map(([name, value]) => `${name}=${value}`).join('&');
    const contentType = broken?.contentType ?? 'application/json';
    return {
      method: op.method,
      url: search ? `${url}?${search}` : url,
      headers: { ...headers, ...(contentType && { 'content-type': contentType }) },
      payload: broken ? broken.text : op.body ? JSON.stringify(sample) : undefined,
    };
  });
}

interface BrokenBody {
  text: string;
  contentType: string;
}

function bodyArbitrary(
  sample: Record<string, unknown>,
  fields: string[],
  schema: Schema | undefined,
): fc.Arbitrary<BrokenBody> {
  const json = (text: string): BrokenBody => ({ text, contentType: 'application/json' });
  const entries = (object: Record<string, unknown>) =>
    Object.entries(object).map(([key, value]) => [key, JSON.stringify(value)] as [string, string]);
  const write = (pairs: [string, string][]) =>
    `{${pairs.map(([key, raw]) => `${JSON.stringify(key)}:${raw}`).join(',')}}`;
  const anyField = fc.oneof(fc.constantFrom(...fields, 'extra'), evilText);
  const objectFields = fields.filter((name) => schema?.properties?.[name]?.type === 'object');
  const required = schema?.required ?? [];
  return fc.oneof(
    // One field (declared, extra or an unstorable key) set to an evil value.
    fc
      .tuple(anyField, evilJson)
      .map(([field, raw]) => json(write([...entries(sample).filter(([key]) => key !== field), [field, raw]]))),
    // An evil key or value inside a free-form object (metadata, parameters, context).
    ...(objectFields.length
      ? [
          fc
            .tuple(fc.constantFrom(...objectFields), evilText, evilJson)
            .map(([field, key, raw]) => json(write([...entries(sample), [field, write([[key, raw]])]]))),
        ]
      : []),
    // A required field left out.
    ...(required.length
      ? [fc.constantFrom(...required).map((field) => json(write(entries(sample).filter(([key]) => key !== field))))]
      : []),
    // Not an object at all, or not JSON.
    evilJson.map(json),
    fc.constantFrom(...BAD_JSON).map(json),
    // A well-formed body under a type the operation does not take.
    fc.constantFrom(...WRONG_TYPES).map((contentType) => ({ text: JSON.stringify(sample), contentType })),
  );
}

/**
 * Bodies nested past the limit for one operation: as the whole body, and inside each of its fields
 * (and one it does not declare), one level over and far over. Each is labelled for a failure.
 */
export function deepBodies(op: ContractOperation, ids: OwnedObjects): { label: string; text: string }[] {
  const sample = validSample(op.body?.schema, uuidForField(ids)) as Record<string, unknown>;
  const fields = [...Object.keys(op.body?.schema?.properties ?? {}), 'extra'];
  const inside = (field: string, raw: string) =>
    `{${[
      ...Object.entries(sample)
        .filter(([key]) => key !== field)
        .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`),
      `${JSON.stringify(field)}:${raw}`,
    ].join(',')}}`;
  return [
    { label: '100,000 arrays', text: nestedArrays(100_000) },
    { label: '50,000 objects', text: nestedObjects(50_000) },
    ...fields.flatMap((field) => [
      // The body is level 1, so a field nested MAX_BODY_NESTING levels is one too many.
      { label: `${field}: one level too many`, text: inside(field, nestedObjects(MAX_BODY_NESTING)) },
      { label: `${field}: 3,000 arrays`, text: inside(field, nestedArrays(3_000)) },
      { label: `${field}: 3,000 objects`, text: inside(field, nestedObjects(3_000)) },
    ]),
  ];
}

/** Largest value of a 4-byte integer column: a body integer with no tighter bound stops here. */
export const INTEGER_COLUMN_MAX = 2_147_483_647;

/**
 * For every integer in an operation's JSON body, at any depth, the valid sample with that integer
 * one past its maximum, and one below its minimum, with the message the refusal must carry. An
 * integer the contract leaves unbounded is sent a 4-byte column's bound and expected to be refused.
 */
export function outOfRangeIntegers(
  op: ContractOperation,
  ids: OwnedObjects,
): { label: string; text: string; message: string }[] {
  const uuidFor = uuidForField(ids);
  const schema = op.body?.schema;
  const sample = validSample(schema, uuidFor);
  return bodyIntegers(op).flatMap(({ path, field }) => {
    const name = path.join('.');
    const max = field.maximum ?? INTEGER_COLUMN_MAX;
    const min = field.minimum ?? -INTEGER_COLUMN_MAX - 1;
    return [
      { value: max + 1, message: `${name}: must be <= ${max}` },
      { value: min - 1, message: `${name}: must be >= ${min}` },
    ].map(({ value, message }) => ({
      label: `${name} = ${value}`,
      text: JSON.stringify(setAt(sample, schema, path, value, uuidFor)),
      message,
    }));
  });
}

type Path = (string | number)[];

/** The integers an operation's JSON body carries, at any depth; an array's item is index 0. */
export const bodyIntegers = (op: ContractOperation) => integerFields(op.body?.schema);

function integerFields(
  schema: Schema | undefined,
  path: Path = [],
  seen = new Set<string>(),
): { path: Path; field: Schema }[] {
  if (!schema) return [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const key = path.join('.');
  if (types.includes('integer') && !seen.has(key)) {
    seen.add(key);
    return [{ path, field: schema }];
  }
  return [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, inner]) => integerFields(inner, [...path, name], seen)),
    ...integerFields(schema.items, [...path, 0], seen),
  ];
}

/** `value` with `leaf` at `path`, building what is missing on the way from valid samples. */
function setAt(value: unknown, schema: Schema | undefined, path: Path, leaf: unknown, uuidFor: UuidFor): unknown {
  if (!path.length) return leaf;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(value) && value.length ? [...value] : [validSample(schema?.items, uuidFor)];
    list[head] = setAt(list[head], schema?.items, rest, leaf, uuidFor);
    return list;
  }
  const object = { ...((value && typeof value === 'object' ? value : validSample(schema, uuidFor)) as object) };
  const inner = schema?.properties?.[head];
  return { ...object, [head]: setAt((object as Record<string, unknown>)[head], inner, rest, leaf, uuidFor) };
}

/** A request past one of the contract's bounds, the field it names and the message it must get. */
export interface OverBoundRequest {
  label: string;
  url: string;
  payload?: string;
  headers?: Record<string, string>;
  /** The refusal's message, when the bound's own words are what must come back. */
  message?: string;
  /** The field the refusal must name first ("since: …"), when another check may speak first. */
  field?: string;
  /** What the answer may be: a 400, or for a path value a 400 or a 404 (it names nothing). */
  status: readonly number[];
}

/** The bounded strings and arrays an operation's JSON body carries, at any depth. */
function boundedFields(schema: Schema | undefined, path: Path = [], seen = new Set<Schema>()): BoundedField[] {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const own: BoundedField[] = [];
  if (types.includes('string') && schema.maxLength !== undefined && !schema.enum) own.push({ path, field: schema });
  if (types.includes('array') && schema.maxItems !== undefined) own.push({ path, field: schema });
  return [
    ...own,
    ...Object.entries(schema.properties ?? {}).flatMap(([name, inner]) => boundedFields(inner, [...path, name], seen)),
    ...boundedFields(schema.items, [...path, 0], seen),
  ];
}
type BoundedField = { path: Path; field: Schema };

/** Whether an operation takes anything the contract bounds: a body field, a query or path value, a header. */
export function hasBoundedInput(op: ContractOperation): boolean {
  return overBoundRequests(op, PLACEHOLDER_IDS).length > 0;
}
const PLACEHOLDER_IDS = new Proxy({} as OwnedObjects, { get: () => '00000000-0000-4000-8000-000000000000' });

/** `count` distinct valid items of an array's item schema (a uuid list may require unique items). */
function itemsPast(schema: Schema, count: number, uuidFor: UuidFor): unknown[] {
  const item = validSample(schema.items, uuidFor);
  return Array.from({ length: count }, (_, i) => {
    if (schema.items?.format === 'uuid') return `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
    return typeof item === 'string' ? `${item}${i}` : item;
  });
}

/**
 * One request per bound an operation declares, each one past it: every bounded string of the JSON
 * body one character too long, every bounded array one item too many, every integer query value
 * one past each end, every bounded string query, path or header value one character too long.
 */
export function overBoundRequests(op: ContractOperation, ids: OwnedObjects): OverBoundRequest[] {
  const uuidFor = uuidForField(ids);
  const schema = op.body?.schema;
  const json = op.body?.contentTypes.includes('application/json');
  const sample = json ? validSample(schema, uuidFor) : undefined;
  const payload = sample === undefined ? undefined : JSON.stringify(sample);
  const url = urlOf(op, ids);
  const requiredQuery = Object.entries(op.query)
    .filter(([, { required }]) => required)
    .map(([name, { schema: s }]) => `${name}=${encodeURIComponent(String(validSample(s, uuidFor, name)))}`);
  const withQuery = (name: string, value: string) =>
    `${url}?${[...requiredQuery.filter((pair) => !pair.startsWith(`${name}=`)), `${name}=${value}`].join('&')}`;

  const body = json
    ? boundedFields(schema).map(({ path, field }) => {
        const name = path.join('.');
        const isArray = field.maxItems !== undefined && !(Array.isArray(field.type) && field.type.includes('string'));
        const value = isArray
          ? itemsPast(field, (field.maxItems as number) + 1, uuidFor)
          : 'x'.repeat((field.maxLength as number) + 1);
        return {
          label: `${name}: ${isArray ? `${field.maxItems} + 1 items` : `${field.maxLength} + 1 characters`}`,
          url: requiredQuery.length ? `${url}?${requiredQuery.join('&')}` : url,
          payload: JSON.stringify(setAt(sample, schema, path, value, uuidFor)),
          message: isArray
            ? `${name}: must NOT have more than ${field.maxItems} items`
            : `${name}: must be at most ${field.maxLength} characters`,
          status: [400] as const,
        };
      })
    : [];

  const query = Object.entries(op.query).flatMap(([name, { schema: s }]) => {
    const types = Array.isArray(s.type) ? s.type : [s.type];
    if (types.includes('integer')) {
      return [
        ...(s.maximum !== undefined ? [{ value: s.maximum + 1, message: `${name}: must be <= ${s.maximum}` }] : []),
        ...(s.minimum !== undefined ? [{ value: s.minimum - 1, message: `${name}: must be >= ${s.minimum}` }] : []),
      ].map(({ value, message }) => ({
        label: `?${name}=${value}`,
        url: withQuery(name, String(value)),
        payload,
        message,
        status: [400] as const,
      }));
    }
    if (types.includes('string') && s.maxLength !== undefined && !s.enum) {
      // A date-time's own check (query-bounds) may speak before the length: it must name the field.
      const value = s.format === 'uuid' ? `${uuidFor(name)}0` : 'x'.repeat((s.maxLength as number) + 1);
      return [
        {
          label: `?${name}: ${s.maxLength} + 1 characters`,
          url: withQuery(name, value),
          payload,
          ...(s.format ? { field: name } : { message: `${name}: must be at most ${s.maxLength} characters` }),
          status: [400] as const,
        },
      ];
    }
    return [];
  });

  // A path value past its bound names nothing: a 404 as a missing object on a read (docs: entity
  // not found), a 400 naming it on a change, and the router's 404 past a segment's 100 characters.
  const paths = op.pathParams.flatMap((name) => {
    const bound = op.pathSchemas[name]?.maxLength;
    const id = idFor(op, name, ids);
    return [
      ...(bound !== undefined
        ? [
            {
              label: `{${name}}: ${bound} + 1 characters`,
              value: op.pathSchemas[name].format === 'uuid' ? `${id}0` : 'x'.repeat(bound + 1),
            },
          ]
        : []),
      { label: `{${name}}: 300 characters`, value: `${id}${'0'.repeat(300 - id.length)}` },
    ].map(({ label, value }) => ({
      label,
      url: urlOf(op, ids, { [name]: value }),
      payload,
      status: [400, 404] as const,
    }));
  });

  const headers = (op.headers ?? [])
    .filter(({ schema: s }) => s.maxLength !== undefined)
    .map(({ name, schema: s }) => ({
      label: `${name}: ${s.maxLength} + 1 characters`,
      url,
      payload,
      headers: { [name]: 'x'.repeat((s.maxLength as number) + 1) },
      field: name.toLowerCase(),
      status: [400] as const,
    }));

  return [...body, ...query, ...paths, ...headers];
}
