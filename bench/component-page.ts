// A React component in Chromium, for benches that time rendering from data in hand to the painted
// frame: the page's script is built as the app builds it (production React, minified), and loaded
// into a blank page with its stylesheet.
import react from '@vitejs/plugin-react';
import { chromium, type Page } from '@playwright/test';
import { build, type Plugin, type Rollup } from 'vite';

export interface PageBundle {
  js: string;
  css: string;
}

/** The script's first painted frame: a frame callback, then a task queued after that frame. */
export const NEXT_PAINT =
  'const nextPaint = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));';

function entryPlugin(name: string, source: string): Plugin {
  const id = `\0${name}`;
  return {
    name: `${name}-entry`,
    // Lib mode hands the entry over as a path under the root.
    resolveId: (requested) => (requested.endsWith(name) ? id : null),
    load: (loaded) => (loaded === id ? source : null),
  };
}

/** `source` (an ES module that sets functions on window) built into one script and its CSS. */
export async function bundleEntry(name: string, source: string): Promise<PageBundle> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), entryPlugin(name, source)],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      lib: { entry: name, formats: ['iife'], name: name.replace(/\W/g, '_'), fileName: () => 'bench.js' },
    },
  })) as Rollup.RollupOutput[];
  const files = output.flatMap((o) => o.output);
  const js = files.find((f): f is Rollup.OutputChunk => f.type === 'chunk')?.code ?? '';
  const css = files
    .filter((f): f is Rollup.OutputAsset => f.type === 'asset' && f.fileName.endsWith('.css'))
    .map((f) => String(f.source))
    .join('\n');
  return { js, css };
}

/** A blank page in Debian's Chromium with `#host` and the bundle loaded; `close` ends the browser. */
export async function openComponentPage(
  bundle: PageBundle,
  viewport = { width: 1280, height: 800 },
): Promise<{ page: Page; close: () => Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage({ viewport });
    await page.setContent('<!doctype html><html><body><div id="host"></div></body></html>');
    if (bundle.css) await page.addStyleTag({ content: bundle.css });
    await page.addScriptTag({ content: bundle.js });
    return { page, close: () => browser.close() };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
