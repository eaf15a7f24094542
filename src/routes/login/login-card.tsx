import type { ReactNode } from 'react';
import { Card } from '../../ui/components/card';
import { ThemeSwitcher } from '../../ui/theme/theme-switcher';

/** The centred card: logo, title, tagline, then the sign-in options. */
export function LoginCard({ children }: { children: ReactNode }) {
  return (
    <div className="relative flex min-h-screen items-center justify-center bg-bg px-4 py-12">
      <header className="absolute top-4 right-4">
        <ThemeSwitcher />
      </header>
      <main className="w-full max-w-sm">
        <Card className="flex flex-col gap-6 p-8">
          <div className="flex flex-col items-center gap-3 text-center">
            <img src="/logo.svg" alt="Labforge logo" width={56} height={56} />
            <div>
              <h1 className="text-2xl font-semibold">Labforge</h1>
              <p className="mt-1 text-sm text-fg-muted">Science Experiment Platform</p>
            </div>
          </div>
          {/* The sign-in options arrive with /v1/config. Their area keeps, from the first paint, the
              height of the local sign-in form (326px at the card's full width), so the centred card
              does not grow and shift the page when they arrive; shorter options sit in its middle. */}
          <div className="flex min-h-[20.375rem] flex-col justify-center gap-6">{children}</div>
        </Card>
      </main>
    </div>
  );
}
