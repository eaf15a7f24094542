// Lighthouse's mobile preset (its default config: emulated phone, simulated slow 4G and 4x CPU
// slowdown), performance only, on /login and on /dashboard signed in. Budgets: score >= 90,
// LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.1, and at most 120 KB of script transferred for /login.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { BenchResult } from './run';
import { startBenchServer } from './server';

const BUDGETS = { score: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1, loginScriptKb: 120 };
// Lighthouse's scores vary from run to run (TBT most): each page is measured RUNS times.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

// The browser's flags: headless in a container (no sandbox, no GPU) and quiet (no background
// traffic to Google's services in the trace).
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
];

interface PageReport {
  path: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  /** Lighthouse's estimate of this machine's CPU speed; below 1000 it warns that scores suffer. */
  benchmarkIndex: number;
}

/** Lower is better: budget / measured, capped at 100 so a measured 0 still prints a number. */
function under(budget: number, measured: number): number {
  return budget / Math.max(measured, budget / 100);
}

function row(path: string, metric: string, measured: string, budget: string, ratio: number): BenchResult {
  return { name: `Lighthouse mobile ${path}: ${metric}`, measured, budget, ratio };
}

function rows({ path, score, lcpMs, tbtMs, cls, benchmarkIndex }: PageReport): BenchResult[] {
  const index = Math.round(benchmarkIndex);
  return [
    row(path, 'performance score', `${score} (benchmarkIndex ${index})`, `>= ${BUDGETS.score}`, score / BUDGETS.score),
    row(path, 'LCP', `${(lcpMs / 1000).toFixed(2)} s`, `<= ${BUDGETS.lcpMs / 1000} s`, under(BUDGETS.lcpMs, lcpMs)),
    row(path, 'TBT', `${Math.round(tbtMs)} ms`, `<= ${BUDGETS.tbtMs} ms`, under(BUDGETS.tbtMs, tbtMs)),
    row(path, 'CLS', cls.toFixed(3), `<= ${BUDGETS.cls}`, under(BUDGETS.cls, cls)),
  ];
}

function numeric(result: Result, audit: string): number {
  const value = result.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${audit}: ${result.runtimeError?.message}`);
  return value;
}

/** Bytes on the wire of every script the page fetched, from the network-requests audit. */
function scriptKb(result: Result): number {
  const details = result.audits['network-requests']?.details;
  const items = details?.type === 'table' ? details.items : [];
  const bytes = items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (typeof item.transferSize === 'number' ? item.transferSize : 0), 0);
  return bytes / 1024;
}

async function runLighthouse(url: string, port: number): Promise<Result> {
  // Storage is left alone so the signed-in run keeps its tokens; the caller clears the HTTP cache
  // instead, so each run is still a first load.
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const result = (await lighthouse(url, { ...flags, disableStorageReset: true }))?.lhr;
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  if (result.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.runtimeError.message}`);
  // A page that sent the browser elsewhere (a signed-out /dashboard goes to /login) measured the wrong page.
  const landed = new URL(result.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`Lighthouse on ${url} ended on ${landed}`);
  return result;
}

/** RUNS first loads of the page; the run nearest the median FCP and TTI (as Lighthouse's CLI picks it) is kept. */
async function audit(browser: Browser, url: string, port: number): Promise<PageReport> {
  const runs: Result[] = [];
  for (let run = 0; run < RUNS; run++) {
    await clearHttpCache(browser);
    runs.push(await runLighthouse(url, port));
  }
  const result = computeMedianRun(runs);
  const path = new URL(url).pathname;
  // LIGHTHOUSE_REPORT_DIR=dir keeps the page's kept report, to open in the Lighthouse viewer.
  const dir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${path.slice(1) || 'root'}.json`), JSON.stringify(result, null, 2));
  }
  return {
    path,
    score: Math.round((result.categories.performance.score ?? 0) * 100),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    tbtMs: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    scriptKb: scriptKb(result),
    benchmarkIndex: result.environment.benchmarkIndex,
  };
}

/** Tokens from the dev login, saved where the SPA reads them (src/api/token-store.ts). */
async function signInBrowser(browser: Browser, origin: string): Promise<void> {
  const response = await fetch(`${origin}/v1/auth/dev/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'lighthouse@example.org', name: 'Lighthouse' }),
  });
  if (!response.ok) throw new Error(`dev login answered ${response.status}`);
  const tokens = (await response.json()) as { access_token: string; refresh_token: string };
  const page = await browser.newPage();
  try {
    // A static file of the origin, so the SPA does not load (and warm the cache) before the audit.
    await page.goto(`${origin}/logo.svg`);
    // A string, as bench/ typechecks without the DOM's types.
    await page.evaluate(
      `localStorage.setItem('auth-token', ${JSON.stringify(tokens.access_token)});
       localStorage.setItem('refresh-token', ${JSON.stringify(tokens.refresh_token)});`,
    );
  } finally {
    await page.close();
  }
}

async function clearHttpCache(browser: Browser): Promise<void> {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await page.close();
  }
}

/** Chromium for Lighthouse to drive on its debugging port, and puppeteer on the same browser. */
async function withChrome<T>(measure: (browser: Browser, port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      return await measure(browser, chrome.port);
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

/** `staticDir`: a build to serve instead of dist/ (which is then built if missing or stale). */
export async function benchLighthouse(staticDir?: string): Promise<BenchResult[]> {
  if (!staticDir) execSync('node scripts/build-if-missing.mjs', { stdio: 'inherit' });
  const server = await startBenchServer(staticDir ? { STATIC_DIR: staticDir } : {});
  const origin = new URL(server.url).origin;
  try {
    const [login, dashboard] = await withChrome(async (browser, port) => {
      const signedOut = await audit(browser, `${origin}/login`, port);
      await signInBrowser(browser, origin);
      return [signedOut, await audit(browser, `${origin}/dashboard`, port)];
    });
    const { scriptKb } = login;
    const js = `${scriptKb.toFixed(1)} KB`;
    return [
      ...rows(login),
      row('/login', 'JS transferred', js, `<= ${BUDGETS.loginScriptKb} KB`, under(BUDGETS.loginScriptKb, scriptKb)),
      ...rows(dashboard),
    ];
  } finally {
    await server.close();
  }
}

// `npx tsx bench/lighthouse.ts [build dir]`: this bench alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await benchLighthouse(process.argv[2]);
  console.table(results.map((r) => ({ ...r, ratio: r.ratio.toFixed(2), ok: r.ratio >= 1 ? 'yes' : 'NO' })));
}
