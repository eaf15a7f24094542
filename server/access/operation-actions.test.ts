import { describe, expect, it } from 'vitest';
import { indexOperations, loadOpenApiDocument } from '../http/openapi-document';
import { ACTION_EXTENSION } from './operation-actions';

// The contract names what every operation needs, once (x-labforge-action), so the server and the
// permission tests read one table (docs/decisions/013-workspace-permissions.md).

const document = loadOpenApiDocument();
const operations = [...indexOperations(document)].map(([id, info]) => ({ id, ...info }));
const raw = (path: string, method: string) =>
  document.paths[path][method.toLowerCase()] as { security?: Array<Record<string, string[]>> } & Record<
    string,
    unknown
  >;

describe('x-labforge-action', () => {
  it('is declared by every operation, as one of the vocabulary', () => {
    const undeclared = operations
      .filter((op) => op.action === null)
      .map((op) => `${op.id}: ${JSON.stringify(raw(op.path, op.method)[ACTION_EXTENSION])}`);
    expect(undeclared).toEqual([]);
    expect(operations.length).toBeGreaterThan(90);
  });

  it('is public exactly where the contract asks for no sign-in', () => {
    const mismatched = operations
      .filter((op) => (op.action === 'public') !== (raw(op.path, op.method).security?.length === 0))
      .map((op) => `${op.id}: ${op.action}`);
    expect(mismatched).toEqual([]);
  });

  it('lets a token read only where a viewer may, and write only where an editor may', () => {
    const scoped = operations.flatMap((op) =>
      (raw(op.path, op.method).security ?? []).flatMap((scheme) =>
        (scheme.personalAccessToken ?? []).map((scope) => `${scope} ${op.action} ${op.id}`),
      ),
    );
    expect(scoped.filter((line) => !/^runs:read read |^runs:write edit /.test(line))).toEqual([]);
    expect(scoped).toHaveLength(7);
  });
});
