import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, appStart } from './app';
import './ui/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render waits until it can draw the page whole (src/app.tsx), not a loader first. As a
// transition, React builds it in slices of a few milliseconds, so no long task holds up input.
void appStart.then((start) =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App {...start} />
      </StrictMode>,
    ),
  ),
);
