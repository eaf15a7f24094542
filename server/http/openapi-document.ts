import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { ACTION_EXTENSION, isOperationAction, type OperationAction } from '../access/operation-actions';

// The contract, read and parsed once per process: routes, validation and /v1/openapi.json all
// come from this one object.

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, unknown>> };

export interface OperationInfo {
  method: string;
  path: string;
  summary: string | undefined;
  /** The contract marks the request body required. */
  bodyRequired: boolean;
  /** What it needs (`x-labforge-action`); null when the contract names none or no known one. */
  action: OperationAction | null;
}

let cached: OpenApiDocument | undefined;

export function loadOpenApiDocument(): OpenApiDocument {
  cached ??= parse(readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8')) as OpenApiDocument;
  return cached;
}

const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete', 'head', 'options']);

/** operationId → method, path and summary, for messages about operations. */
export function indexOperations(document: OpenApiDocument): Map<string, OperationInfo> {
  const index = new Map<string, OperationInfo>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method) || !operation || typeof operation !== 'object') continue;
      const { operationId, summary, requestBody } = operation as {
        operationId?: string;
        summary?: string;
        requestBody?: { required?: boolean };
      };
      const action = (operation as Record<string, unknown>)[ACTION_EXTENSION];
      if (operationId)
        index.set(operationId, {
          method: method.toUpperCase(),
          path,
          summary,
          bodyRequired: requestBody?.required === true,
          action: isOperationAction(action) ? action : null,
        });
    }
  }
  return index;
}
