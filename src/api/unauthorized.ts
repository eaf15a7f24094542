// What happens when the session cannot be saved: clear tokens, go to /login (docs/product.md, "Error messages").
// The app replaces the default to route through its auth machine; tests replace it to observe.
export type UnauthorizedHandler = () => void;

export const LOGIN_PATH = '/login';

export function redirectToLogin(): void {
  if (typeof window === 'undefined') return;
  // Already there: redirecting again would reload the page and lose what the user typed.
  if (window.location.pathname === LOGIN_PATH) return;
  window.location.assign(LOGIN_PATH);
}

let handler: UnauthorizedHandler = redirectToLogin;

/** Replaces the handler; `null` restores the default redirect to /login. */
export function setUnauthorizedHandler(next: UnauthorizedHandler | null): void {
  handler = next ?? redirectToLogin;
}

export function notifyUnauthorized(): void {
  handler();
}
