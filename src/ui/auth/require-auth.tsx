import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullScreenLoader } from '../components/full-screen-loader';
import { APP_NAME } from '../layout/page-title';
import { selectIsAuthenticated, selectIsLoading, selectSignedOutByUser, useAuthSelector } from './auth-provider';

export const APP_LOADING_MESSAGE = `Loading ${APP_NAME}...`;

/** Where the login page sends the user back to after signing in. */
export interface LoginLocationState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** The protected part of the route tree: signed-out visitors go to /login and come back after. */
export function RequireAuth() {
  const isLoading = useAuthSelector(selectIsLoading);
  const isAuthenticated = useAuthSelector(selectIsAuthenticated);
  const signedOutByUser = useAuthSelector(selectSignedOutByUser);
  const location = useLocation();

  if (isLoading) return <FullScreenLoader message={APP_LOADING_MESSAGE} />;
  if (isAuthenticated) return <Outlet />;
  // Signing out on purpose is not a detour: no way back to the page afterwards. (The machine keeps
  // that fact, not its signingOut state: the router may render this after the call has finished.)
  const state: LoginLocationState | undefined = signedOutByUser ? undefined : { from: location };
  return <Navigate to="/login" replace state={state} />;
}
