import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ADMINISTRATOR_HELP } from '../../domain/administrator-help';
import { HOME_PAGE } from '../../domain/home-page';
import { configQueryOptions } from '../../api/queries/config';
import {
  selectError,
  selectIsAuthenticated,
  selectIsLoading,
  selectIsSigningIn,
  useAuthActor,
  useAuthSelector,
} from '../../ui/auth/auth-provider';
import { APP_LOADING_MESSAGE, type LoginLocationState } from '../../ui/auth/require-auth';
import { Alert } from '../../ui/components/alert';
import { DataState } from '../../ui/components/data-state';
import { FullScreenLoader } from '../../ui/components/full-screen-loader';
import { DevLoginForm } from './dev-login-form';
import { GoogleSignIn } from './google-sign-in';
import { LoginCard } from './login-card';

export function LoginPage() {
  const auth = useAuthActor();
  const isLoading = useAuthSelector(selectIsLoading);
  const isAuthenticated = useAuthSelector(selectIsAuthenticated);
  const isSigningIn = useAuthSelector(selectIsSigningIn);
  const error = useAuthSelector(selectError);
  const config = useQuery(configQueryOptions());
  const from = (useLocation().state as LoginLocationState | null)?.from;

  useEffect(() => {
    document.title = 'Sign in · Labforge';
  }, []);

  if (isLoading) return <FullScreenLoader message={APP_LOADING_MESSAGE} />;
  if (isAuthenticated) return <Navigate to={from ?? HOME_PAGE} replace />;

  const options = config.data?.auth;
  return (
    <LoginCard>
      {error && <Alert>{error}</Alert>}
      <DataState
        isLoading={config.isPending}
        loadingLabel="Loading sign-in options"
        error={config.error}
        onRetry={() => config.refetch()}
      >
        {options?.googleClientId && (
          <GoogleSignIn
            clientId={options.googleClientId}
            onCredential={(idToken) => auth.send({ type: 'auth.googleLogin', idToken })}
          />
        )}
        {options?.googleClientId && options.devLogin && <Divider />}
        {options?.devLogin && (
          <DevLoginForm
            busy={isSigningIn}
            onSubmit={(email, name) => auth.send({ type: 'auth.devLogin', email, name })}
          />
        )}
        {options && !options.googleClientId && !options.devLogin && <SignInNotConfigured />}
      </DataState>
    </LoginCard>
  );
}

function Divider() {
  return (
    <div className="flex items-center gap-3 text-xs text-fg-muted" aria-hidden="true">
      <span className="h-px flex-1 bg-border" />
      or
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}

function SignInNotConfigured() {
  return (
    <Alert tone="info" title="Sign-in is not configured">
      {ADMINISTRATOR_HELP.signIn}
    </Alert>
  );
}
