import { Link } from 'react-router-dom';

/** Tools for testing the app rather than for research: here, out of a researcher's menus. */
export function DeveloperSection() {
  return (
    <section aria-labelledby="settings-developer" className="mt-10">
      <h2 id="settings-developer" className="mb-3 text-lg font-semibold">
        Developer
      </h2>
      <p className="text-sm text-fg-muted">
        Testing how a page behaves? The{' '}
        <Link to="/state-charts" className="text-accent-text underline">
          State charts
        </Link>{' '}
        draw every state machine of the app, live and in a sandbox.
      </p>
    </section>
  );
}
