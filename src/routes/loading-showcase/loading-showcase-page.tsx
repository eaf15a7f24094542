import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/errors';
import { Button } from '../../ui/components/button';
import { Card } from '../../ui/components/card';
import { DataState } from '../../ui/components/data-state';
import { FullScreenLoader, PAGE_LOADING_MESSAGE } from '../../ui/components/full-screen-loader';
import { Spinner } from '../../ui/components/spinner';
import { APP_LOADING_MESSAGE } from '../../ui/auth/require-auth';
import { ThemeSwitcher } from '../../ui/theme/theme-switcher';

function Example({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="text-sm font-semibold">{title}</h2>
      <div className="flex flex-1 flex-col justify-center">{children}</div>
    </Card>
  );
}

function ShowcaseHeader() {
  return (
    <header className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold">Loading states</h1>
        <p className="text-sm text-fg-muted">
          How Labforge looks while it waits, when there is nothing, and when a call fails.
        </p>
      </div>
      <div className="flex items-center gap-3">
        <ThemeSwitcher />
        <Link to="/login" className="text-sm font-medium text-accent-text hover:underline">
          Sign in
        </Link>
      </div>
    </header>
  );
}

/** Public: every loading, empty and error state of the design system, side by side. */
export function LoadingShowcasePage() {
  useEffect(() => {
    document.title = 'Loading states · Labforge';
  }, []);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <ShowcaseHeader />
      <main className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Example title="Spinners">
          <div className="flex items-center gap-6 text-accent">
            <Spinner size="sm" label="Loading (small)" />
            <Spinner size="md" label="Loading (medium)" />
            <Spinner size="lg" label="Loading (large)" />
          </div>
        </Example>
        <Example title="Busy buttons">
          <div className="flex flex-wrap gap-2">
            <Button loading>Saving</Button>
            <Button variant="secondary" loading>
              Loading
            </Button>
          </div>
        </Example>
        <Example title="Data loading">
          <DataState isLoading loadingLabel="Loading workspaces">
            {null}
          </DataState>
        </Example>
        <Example title="No data">
          <DataState isLoading={false} isEmpty>
            {null}
          </DataState>
        </Example>
        <Example title="A failed call">
          <DataState isLoading={false} error={new ApiError('An unexpected error occurred', 500)}>
            {null}
          </DataState>
        </Example>
        <Example title="Starting the app">
          <div className="relative h-40 overflow-hidden rounded-ui border border-border">
            <FullScreenLoader contained message={APP_LOADING_MESSAGE} />
          </div>
        </Example>
        <Example title="Loading a page">
          <div className="relative h-40 overflow-hidden rounded-ui border border-border">
            <FullScreenLoader contained message={PAGE_LOADING_MESSAGE} />
          </div>
        </Example>
      </main>
    </div>
  );
}
