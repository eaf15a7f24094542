import type { components } from '../../src/api/schema';

// What a personal access token may do (docs/product.md, "Personal access tokens"). Each run
// operation names the scope it needs in the contract (`personalAccessToken: ['runs:write']`);
// a token reads nothing beyond runs.

export type TokenScope = components['schemas']['AccessTokenScope'];

/** A token made without saying: it logs and reads nothing back. */
export const DEFAULT_TOKEN_SCOPES: readonly TokenScope[] = ['runs:write'];

const SCOPE_WORDS: Record<TokenScope, string> = { 'runs:write': 'log runs', 'runs:read': 'read runs' };

export const TOKEN_MESSAGES = {
  /** A valid token on an operation that offers tokens, without the scope it names. */
  missingScope: (scope: TokenScope) =>
    `This access token cannot ${SCOPE_WORDS[scope]}: it does not have the ${scope} scope. Create a token with it on the Access tokens page.`,
  /** A valid token on any operation that is not about runs. */
  notForThis: 'An access token can only log and read runs. Sign in to do anything else.',
} as const;

/** The scopes a token is stored with: those asked for, in one order, else the default. */
export function tokenScopes(asked: readonly TokenScope[] | undefined): TokenScope[] {
  const wanted = new Set(asked?.length ? asked : DEFAULT_TOKEN_SCOPES);
  return (Object.keys(SCOPE_WORDS) as TokenScope[]).filter((scope) => wanted.has(scope));
}
