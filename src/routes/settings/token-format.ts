// How the token page words a token: its masked prefix, its state, the expiry choices, and the
// curl command a new token is shown with (docs/product.md, "Personal access tokens").
import type { AccessToken } from '../../api/queries/tokens';

/** AccessTokenCreate's name limit, checked before the call so the message sits by the field. */
export const TOKEN_NAME_MAX = 100;
export const EXPIRY_DAYS = [7, 30, 90, 365] as const;
export const DEFAULT_EXPIRY_DAYS = 90;

export type TokenScope = AccessToken['scopes'][number];

/** Each scope in plain words, in the order the page offers them; runs:write is the default. */
export const SCOPE_CHOICES: readonly { scope: TokenScope; label: string; hint: string }[] = [
  { scope: 'runs:write', label: 'Log runs', hint: 'Create and update runs, log metrics, params, tags and files' },
  { scope: 'runs:read', label: 'Read runs', hint: "List an experiment's runs, read a run and its metrics' history" },
];
export const DEFAULT_SCOPES: readonly TokenScope[] = ['runs:write'];

/** 'Log runs', 'Read runs', or 'Log and read runs'. */
export function scopeWords(scopes: readonly TokenScope[]): string {
  const write = scopes.includes('runs:write');
  const read = scopes.includes('runs:read');
  if (write && read) return 'Log and read runs';
  return write ? 'Log runs' : read ? 'Read runs' : 'Nothing';
}

/** The first 12 characters the server keeps, then an ellipsis: `lf_pat_abcd…`. */
export const maskedToken = (token: Pick<AccessToken, 'prefix'>) => `${token.prefix}…`;

export function validateTokenName(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'Name is required';
  if (trimmed.length > TOKEN_NAME_MAX) return `Name must be ${TOKEN_NAME_MAX} characters or fewer`;
  return undefined;
}

export const validateTokenScopes = (scopes: readonly TokenScope[]): string | undefined =>
  scopes.length === 0 ? 'Choose at least one thing the token can do' : undefined;

export type TokenState = 'active' | 'expired' | 'revoked';

export function tokenState(token: Pick<AccessToken, 'expiresAt' | 'revokedAt'>, now = Date.now()): TokenState {
  if (token.revokedAt) return 'revoked';
  return new Date(token.expiresAt).getTime() <= now ? 'expired' : 'active';
}

/** Quoted for a POSIX shell: the secret is base64url, but a name or address need not be. */
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** A run logged in the given experiment with the new token: paste it into a terminal as it is. */
export function curlExample(origin: string, secret: string, experimentId?: string): string {
  const experiment = experimentId ?? '$EXPERIMENT_ID';
  return [
    `curl -X POST "${origin}/v1/experiments/${experiment}/runs" \\`,
    `  -H ${shellQuote(`Authorization: Bearer ${secret}`)} \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '{"name": "first-run"}'`,
  ].join('\n');
}
