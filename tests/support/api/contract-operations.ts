import { loadOpenApiDocument } from '../../../server/http/openapi-document';

// The contract's operations, flattened for tests that walk every one of them: path and query
// parameters and the JSON body schema, with every $ref resolved.

export type Schema = Record<string, unknown> & {
  type?: string | string[];
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
};

export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The contract's template, e.g. /v1/workspaces/{id}/goals/{goalId}. */
  path: string;
  pathParams: string[];
  /** Each path parameter's schema, by name. */
  pathSchemas: Record<string, Schema>;
  query: Record<string, { schema: Schema; required: boolean }>;
  /** Header parameters the contract declares (Last-Event-ID). */
  headers: { name: string; schema: Schema }[];
  /** Content types the body may come in, and the JSON body's schema; none without a body. */
  body?: { required: boolean; contentTypes: string[]; schema?: Schema };
}

/**
 * Operations that answer 501 'not_implemented' today, each with why: tests skip or special-case
 * exactly these, and a test checks the list against what the server answers.
 */
export const NOT_IMPLEMENTED: Record<string, string> = {};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function contractOperations(): ContractOperation[] {
  const document = loadOpenApiDocument();
  const resolve = <T>(node: T): T => resolveRefs(document, node) as T;
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const shared = (item.parameters as unknown[] | undefined) ?? [];
    for (const method of METHODS) {
      const operation = item[method] as Record<string, unknown> | undefined;
      if (!operation) continue;
      const parameters = resolve([...shared, ...((operation.parameters as unknown[]) ?? [])]) as {
        name: string;
        in: string;
        required?: boolean;
        schema: Schema;
      }[];
      const query = Object.fromEntries(
        parameters
          .filter((p) => p.in === 'query')
          .map((p) => [p.name, { schema: p.schema, required: p.required === true }]),
      );
      const requestBody = resolve(operation.requestBody) as
        { required?: boolean; content: Record<string, { schema?: Schema }> } | undefined;
      operations.push({
        operationId: operation.operationId as string,
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        pathSchemas: Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema])),
        headers: parameters.filter((p) => p.in === 'header').map((p) => ({ name: p.name, schema: p.schema })),
        query,
        ...(requestBody && {
          body: {
            required: requestBody.required === true,
            contentTypes: Object.keys(requestBody.content),
            schema: requestBody.content['application/json']?.schema,
          },
        }),
      });
    }
  }
  return operations;
}

function resolveRefs(document: Record<string, unknown>, node: unknown): unknown {
  if (Array.isArray(node)) return node.map((item) => resolveRefs(document, item));
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as { $ref?: string };
  if (typeof $ref === 'string') {
    const target = $ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], document);
    return resolveRefs(document, { ...(target as object), ...rest });
  }
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, resolveRefs(document, value)]));
}
